import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

// Installed solar photovoltaic capacity worldwide, in gigawatts (rounded, illustrative).
const capacity = [
  1.2, 1.5, 2.0, 2.8, 3.9, 5.4, 7, 9.5, 16, 23, 40, 70, 100, 138, 178, 228, 300, 400, 490, 590, 720, 870, 1060, 1420, 1870,
].map((gigawatts, i) => ({ year: String(2000 + i), gigawatts }));

const bases = [
  { value: "10", text: "10" },
  { value: "2", text: "2" },
] as const;

type Base = (typeof bases)[number]["value"];

export default function AxisOptionsSample() {
  const [logarithmic, setLogarithmic] = useState(true);
  const [base, setBase] = useState<Base>("10");
  const [xInterval, setXInterval] = useState(2);
  const [yInterval, setYInterval] = useState(250);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Logarithmic Y axis" checked={logarithmic} onChange={setLogarithmic} />
        <SelectControl label="Logarithm base" value={base} options={bases} width={140} onChange={setBase} />
        <SliderControl label="X label interval" value={xInterval} min={1} max={6} format={(v) => `every ${v} years`} onChange={setXInterval} />
        <SliderControl label="Y interval (linear)" value={yInterval} min={100} max={500} step={50} format={(v) => `${v} GW`} onChange={setYInterval} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        On a logarithmic scale steady growth becomes a straight line and the early years stay readable.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={capacity}
          chartType="Line"
          chartTitle="Installed solar capacity worldwide"
          yAxisTitle="GW"
          yAxisIsLogarithmic={logarithmic}
          yAxisLogarithmBase={Number(base)}
          // On a log axis the interval is chosen by the base; a fixed one applies to the linear scale.
          yAxisInterval={logarithmic ? undefined : yInterval}
          yAxisMinimumValue={logarithmic ? 1 : 0}
          xAxisInterval={xInterval}
          brushes={["#f4a259"]}
          markerBrushes={["#ffffff"]}
          markerOutlines={["#f4a259"]}
          thickness={3}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
