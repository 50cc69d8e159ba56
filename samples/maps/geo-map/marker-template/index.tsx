import { useMemo, useRef, useState } from "react";
import type { DataTemplateMeasureInfo, DataTemplateRenderInfo, IgDataTemplate } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { cities, continentColors, type City } from "../_shared/cities";
import { inkOn } from "../../../_shared/ink";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

const styles = { pin: "Pin with population", badge: "Badge with name" } as const;
type Style = keyof typeof styles;

/**
 * A marker template draws each marker on the map's canvas: measure() reports its size, render()
 * paints it at (xPosition, yPosition). In the hidden hit-test pass the shape is filled with the
 * colour the map passes in, so pointing at a marker still finds its city.
 */
function cityMarker(style: Style, showLabels: boolean): IgDataTemplate {
  return {
    measure: (info: DataTemplateMeasureInfo) => {
      const city = info.data?.item as City | undefined;
      info.width = style === "badge" ? 14 + (showLabels ? (city?.name.length ?? 6) * 7 : 0) : 26;
      info.height = style === "badge" ? 18 : 34;
    },
    render: (info: DataTemplateRenderInfo) => {
      const ctx = info.context as CanvasRenderingContext2D;
      const city = info.data?.item as City | undefined;
      if (!city) return;
      const x = info.xPosition;
      const y = info.yPosition;
      const fill = info.isHitTestRender ? info.data.actualItemBrush.fill : continentColors[city.continent];
      ctx.beginPath();
      if (style === "pin") {
        // A teardrop pin whose tip sits on the city.
        ctx.moveTo(x, y);
        ctx.bezierCurveTo(x - 12, y - 14, x - 12, y - 30, x, y - 30);
        ctx.bezierCurveTo(x + 12, y - 30, x + 12, y - 14, x, y);
      } else {
        const w = 14 + (showLabels ? city.name.length * 7 : 0);
        ctx.roundRect(x - 7, y - 9, w, 18, 9);
      }
      ctx.fillStyle = fill;
      ctx.fill();
      if (info.isHitTestRender) return;
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = 1.5;
      ctx.stroke();
      // The label in the ink that reads on the continent's colour (white read at 2.2:1 on the orange).
      ctx.fillStyle = inkOn(fill);
      ctx.font = "bold 10px sans-serif";
      ctx.textBaseline = "middle";
      if (style === "pin") {
        ctx.textAlign = "center";
        if (showLabels) ctx.fillText(String(Math.round(city.population)), x, y - 20);
      } else {
        ctx.beginPath();
        ctx.arc(x + 2, y, 3, 0, Math.PI * 2);
        ctx.fill();
        ctx.textAlign = "left";
        if (showLabels) ctx.fillText(city.name, x + 9, y + 0.5);
      }
    },
    passStarting: () => {},
    passCompleted: () => {},
  };
}

export default function MarkerTemplateSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [style, setStyle] = useState<Style>("pin");
  const [labels, setLabels] = useState(true);
  const [hovered, setHovered] = useState<City | null>(null);
  const template = useMemo(() => cityMarker(style, labels), [style, labels]);
  const name = `templated${style}${labels}`;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Marker template" value={style} options={Object.entries(styles).map(([value, text]) => ({ value: value as Style, text }))} width={220} onChange={setStyle} />
        <SwitchControl label="Text in markers" checked={labels} onChange={setLabels} />
      </ControlBar>
      <StatusLine>{hovered ? `${hovered.name}, ${hovered.country}: ${hovered.population} million` : "Markers drawn by a template on the map's canvas, coloured by continent. Point at one."}</StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as City) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {landSeries()}
          <IgrGeographicSymbolSeries
            key={name}
            name={name}
            dataSource={cities.filter((c) => c.population >= 5)}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            markerTemplate={template}
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
