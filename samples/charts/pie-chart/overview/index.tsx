import { useState } from "react";
import { IgrItemLegend, IgrItemLegendModule, IgrPieChart, IgrPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { energyColors, energyMix } from "../_shared/data";

IgrPieChartModule.register();
IgrItemLegendModule.register();

// Slice labels show the share next to the source; the legend shows the source alone.
const slices = energyMix.map((s) => ({ ...s, caption: `${s.label} ${s.value}%` }));

type Position = "BestFit" | "OutsideEnd" | "InsideEnd" | "Center" | "None";
const positions: { value: Position; text: string }[] = [
  { value: "BestFit", text: "Best fit" },
  { value: "OutsideEnd", text: "Outside end" },
  { value: "InsideEnd", text: "Inside end" },
  { value: "Center", text: "Center" },
  { value: "None", text: "None" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function PieChartOverviewSample() {
  const [position, setPosition] = useState<Position>("BestFit");
  const [startAngle, setStartAngle] = useState(0);
  const [radius, setRadius] = useState(0.7);
  // The pie finds its legend through the legend's component instance.
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Labels" value={position} options={positions} onChange={setPosition} />
        <SliderControl label="Start angle" value={startAngle} min={0} max={360} step={5} format={(v) => `${v}°`} onChange={setStartAngle} />
        <SliderControl label="Radius" value={radius} min={0.4} max={0.9} step={0.05} onChange={setRadius} />
      </ControlBar>
      <div style={{ ...chartArea, display: "flex", gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrPieChart
            dataSource={slices}
            valueMemberPath="value"
            labelMemberPath="caption"
            legendLabelMemberPath="label"
            labelsPosition={position}
            leaderLineType="Arc"
            othersCategoryThreshold={0}
            startAngle={startAngle}
            radiusFactor={radius}
            brushes={energyColors}
            outlines={outlines}
            legend={legend}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ alignSelf: "center" }}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>Electricity by source, 2024</div>
          <IgrItemLegend ref={setLegend} orientation="Vertical" />
        </div>
      </div>
    </div>
  );
}
