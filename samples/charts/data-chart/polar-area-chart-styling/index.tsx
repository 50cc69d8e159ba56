import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartPolarCoreModule,
  IgrDataChartPolarModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericAngleAxis,
  IgrNumericRadiusAxis,
  IgrPolarAreaSeries,
} from "igniteui-react-charts";
import { windRoseLoop } from "../_shared/wind";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// `deep`: the radius labels' shade of the label colour. They sit on the two areas where they overlap (a
// third of each over the plot), where the label colour read at 3.6:1, 2.3:1 and 3.4:1; deep reads at 4.7:1.
const palettes = {
  ocean: { winter: "#0277bd", summer: "#26c6da", plot: "#f1f8fb", grid: "#b3e5fc", label: "#01579b", deep: "#01467c" },
  ember: { winter: "#6d4c41", summer: "#ff7043", plot: "#fff8f5", grid: "#ffccbc", label: "#bf360c", deep: "#6b1e07" },
  meadow: { winter: "#2e7d32", summer: "#c0ca33", plot: "#f7fbf2", grid: "#dcedc8", label: "#33691e", deep: "#275017" },
};
const paletteOptions = [
  { value: "ocean", text: "Ocean" },
  { value: "ember", text: "Ember" },
  { value: "meadow", text: "Meadow" },
] as const;

// Compass point names for the angle labels.
const compassAt = (angle: number) => ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][Math.round(angle / 45) % 8] ?? "";

// The component applies every new array or object it is given: one per module, not one per render.
const majorStrokeDashArray = [3, 3];

export default function PolarAreaChartStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [palette, setPalette] = useState<keyof typeof palettes>("ocean");
  const [outline, setOutline] = useState(3);
  const [dashed, setDashed] = useState(false);
  const [markers, setMarkers] = useState(true);
  const p = palettes[palette];

  const look = { thickness: outline, dashArray: dashed ? [8, 4] : undefined, areaFillOpacity: 0.35, markerType: markers ? "Circle" : "None", markerSize: 10 } as const;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={paletteOptions} width={140} onChange={setPalette} />
        <SliderControl label="Outline" value={outline} min={1} max={6} format={(v) => `${v} px`} onChange={setOutline} />
        <SwitchControl label="Dashed outline" checked={dashed} onChange={setDashed} />
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      {/* The title and angle labels are drawn outside the plot area, on what is behind the chart: the
          palette's own ground keeps its dark ink readable on a dark page. */}
      <div style={{ ...chartArea, background: p.plot }}>
        <IgrDataChart
          legend={legend}
          chartTitle="Wind rose: share of hours by direction"
          titleTextColor={p.label}
          titleTextStyle="bold 17px Georgia, serif"
          plotAreaBackground={p.plot}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrNumericAngleAxis
            name="angle"
            minimumValue={0}
            maximumValue={360}
            interval={45}
            startAngleOffset={-90}
            formatLabel={compassAt}
            labelTextColor={p.label}
            labelTextStyle="bold 14px Georgia, serif"
            majorStroke={p.grid}
            stroke={p.label}
          />
          <IgrNumericRadiusAxis name="radius" minimumValue={0} maximumValue={30} interval={10} labelFormat="{0}%" labelTextColor={p.deep} majorStroke={p.grid} majorStrokeDashArray={majorStrokeDashArray} strip="rgba(0, 0, 0, 0.03)" />
          <IgrPolarAreaSeries name="winter" title="Winter" angleAxisName="angle" radiusAxisName="radius" dataSource={windRoseLoop} angleMemberPath="angle" radiusMemberPath="winter" brush={p.winter} outline={p.winter} markerBrush="#ffffff" markerOutline={p.winter} {...look} />
          <IgrPolarAreaSeries name="summer" title="Summer" angleAxisName="angle" radiusAxisName="radius" dataSource={windRoseLoop} angleMemberPath="angle" radiusMemberPath="summer" brush={p.summer} outline={p.summer} markerBrush="#ffffff" markerOutline={p.summer} {...look} />
        </IgrDataChart>
      </div>
    </div>
  );
}
