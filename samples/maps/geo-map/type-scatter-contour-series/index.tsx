import { useMemo, useRef, useState } from "react";
import { IgrValueBrushScale } from "igniteui-react-charts";
import { IgrGeographicContourLineSeries, IgrGeographicMap } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { climateGrid, temperatureColors } from "../_shared/climate";
import { landSeries, mapArea, mapPage, useInitialView, views } from "../_shared/map-page";

const grids = { "10": "10° grid", "5": "5° grid", "3": "3° grid" } as const;
type Grid = keyof typeof grids;

export default function TypeScatterContourSeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [grid, setGrid] = useState<Grid>("5");
  const [thickness, setThickness] = useState(2);
  const points = useMemo(() => climateGrid(Number(grid)), [grid]);

  // Each contour line's colour comes from its temperature along this scale.
  const fillScale = useMemo(() => {
    const scale = new IgrValueBrushScale({});
    scale.brushes = temperatureColors;
    scale.minimumValue = -25;
    scale.maximumValue = 30;
    return scale;
  }, []);

  const name = `contours-${grid}-${thickness}`;
  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Sample grid" value={grid} options={Object.entries(grids).map(([value, text]) => ({ value: value as Grid, text }))} onChange={setGrid} />
        <SliderControl label="Line thickness" value={thickness} min={1} max={5} step={0.5} onChange={setThickness} />
        <span style={{ display: "inline-flex", alignItems: "center", gap: 6, fontSize: 13, paddingBottom: 6 }}>
          −25 °C
          <span style={{ width: 160, height: 10, background: `linear-gradient(to right, ${temperatureColors.join(", ")})` }} />
          30 °C
        </span>
      </ControlBar>
      <StatusLine>
        Isotherms of mean annual temperature: the series triangulates {points.length.toLocaleString()} grid points and joins equal values.
      </StatusLine>
      <div style={mapArea}>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {landSeries()}
          <IgrGeographicContourLineSeries
            key={name}
            name={name}
            dataSource={points}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            valueMemberPath="temperature"
            fillScale={fillScale}
            thickness={thickness}
          />
        </IgrGeographicMap>
      </div>
    </div>
  );
}
