import { useState } from "react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericRadiusAxis,
  IgrRadialAreaSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Review scores (0–100) of two fictional e-bikes from a cycling magazine.
const scores = [
  { aspect: "Range", urban: 62, trail: 85 },
  { aspect: "Comfort", urban: 88, trail: 70 },
  { aspect: "Handling", urban: 75, trail: 90 },
  { aspect: "Weight", urban: 80, trail: 55 },
  { aspect: "Price", urban: 85, trail: 60 },
  { aspect: "Brakes", urban: 70, trail: 92 },
];

const themes = {
  neon: { plot: "#1b1f2a", a: "#00e5ff", b: "#ff4081", grid: "#37474f", label: "#eceff1", title: "#00e5ff" },
  pastel: { plot: "#fdfcf8", a: "#81c784", b: "#ba68c8", grid: "#e0e0e0", label: "#5d4037", title: "#6d4c41" },
  steel: { plot: "#eef2f5", a: "#455a64", b: "#ef6c00", grid: "#b0bec5", label: "#263238", title: "#37474f" },
};
const themeOptions = [
  { value: "neon", text: "Neon night" },
  { value: "pastel", text: "Pastel" },
  { value: "steel", text: "Steel" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const majorStrokeDashArray = [4, 4];

export default function RadialAreaChartStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [theme, setTheme] = useState<keyof typeof themes>("neon");
  const [outline, setOutline] = useState(3);
  const [markers, setMarkers] = useState(true);
  const [strips, setStrips] = useState(true);
  const t = themes[theme];

  const look = { thickness: outline, areaFillOpacity: 0.3, markerType: markers ? "Circle" : "None", markerSize: 9, markerBrush: t.plot } as const;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Theme" value={theme} options={themeOptions} width={160} onChange={setTheme} />
        <SliderControl label="Outline" value={outline} min={1} max={6} format={(v) => `${v} px`} onChange={setOutline} />
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <SwitchControl label="Ring strips" checked={strips} onChange={setStrips} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      {/* The chart's title and labels are drawn outside the plot area, on what is behind the chart:
          the look's own ground keeps the neon title off a light page. */}
      <div style={{ ...chartArea, background: t.plot }}>
        <IgrDataChart
          legend={legend}
          chartTitle="E-bike review scores"
          titleTextColor={t.title}
          titleTextStyle="bold 18px Trebuchet MS, sans-serif"
          plotAreaBackground={t.plot}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryAngleAxis name="aspects" label="aspect" dataSource={scores} startAngleOffset={-90} labelTextColor={t.label} labelTextStyle="bold 13px Trebuchet MS, sans-serif" majorStroke={t.grid} stroke={t.grid} />
          <IgrNumericRadiusAxis
            name="score"
            minimumValue={0}
            maximumValue={100}
            interval={25}
            labelTextColor={t.label}
            majorStroke={t.grid}
            majorStrokeDashArray={majorStrokeDashArray}
            strip={strips ? "rgba(128, 128, 128, 0.12)" : "transparent"}
          />
          <IgrRadialAreaSeries name="urban" title="CityGlide" angleAxisName="aspects" valueAxisName="score" dataSource={scores} valueMemberPath="urban" brush={t.a} outline={t.a} markerOutline={t.a} {...look} />
          <IgrRadialAreaSeries name="trail" title="RidgeRunner" angleAxisName="aspects" valueAxisName="score" dataSource={scores} valueMemberPath="trail" brush={t.b} outline={t.b} markerOutline={t.b} {...look} />
        </IgrDataChart>
      </div>
    </div>
  );
}
