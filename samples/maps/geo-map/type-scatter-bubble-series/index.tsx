import { useMemo, useRef, useState } from "react";
import { IgrSizeScale, IgrValueBrushScale } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicProportionalSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { cities, type City } from "../_shared/cities";
import { landSeries, mapArea, mapPage, useInitialView, views } from "../_shared/map-page";

const palettes = {
  sunset: ["#fde725", "#f89540", "#cc4778", "#7e03a8", "#0d0887"],
  ocean: ["#c6dbef", "#6baed6", "#2171b5", "#08306b"],
  single: ["#d9594c", "#d9594c"],
};
type Palette = keyof typeof palettes;

export default function TypeScatterBubbleSeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [maxRadius, setMaxRadius] = useState(40);
  const [palette, setPalette] = useState<Palette>("sunset");
  const [logarithmic, setLogarithmic] = useState(false);
  const [hovered, setHovered] = useState<City | null>(null);

  // Bubble radius from population: the scale maps the smallest to largest value onto these pixel radii.
  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 4;
    scale.maximumValue = maxRadius;
    scale.isLogarithmic = logarithmic;
    return scale;
  }, [maxRadius, logarithmic]);

  // Bubble colour also from population.
  const fillScale = useMemo(() => {
    const scale = new IgrValueBrushScale({});
    scale.brushes = palettes[palette];
    scale.minimumValue = 0;
    scale.maximumValue = 38;
    return scale;
  }, [palette]);

  const name = `bubbles-${maxRadius}-${palette}-${logarithmic}`;
  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl label="Largest bubble" value={maxRadius} min={15} max={70} format={(v) => `${v} px`} onChange={setMaxRadius} />
        <SelectControl label="Fill scale" value={palette} options={Object.keys(palettes) as Palette[]} onChange={setPalette} />
        <SwitchControl label="Logarithmic size" checked={logarithmic} onChange={setLogarithmic} />
      </ControlBar>
      <StatusLine>{hovered ? `${hovered.name}: about ${hovered.population} million people` : "Bubble size and colour: metropolitan population. Point at a bubble."}</StatusLine>
      <div style={mapArea}>
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
          <IgrGeographicProportionalSymbolSeries
            key={name}
            name={name}
            dataSource={cities}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            radiusMemberPath="population"
            radiusScale={radiusScale}
            fillMemberPath="population"
            fillScale={fillScale}
            markerType="Circle"
            markerOutline="#ffffff"
          />
        </IgrGeographicMap>
      </div>
    </div>
  );
}
