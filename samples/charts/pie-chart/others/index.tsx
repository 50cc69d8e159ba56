import { useMemo, useState } from "react";
import { IgrItemLegend, IgrItemLegendModule, IgrPieChart, IgrPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl, ToggleGroup } from "../../_shared/controls";
import { themeText } from "../../_shared/theme-ink";
import { phoneMarket } from "../_shared/data";

IgrPieChartModule.register();
IgrItemLegendModule.register();

type ThresholdType = "Percent" | "Number";
const types: { value: ThresholdType; text: string }[] = [
  { value: "Percent", text: "Percent of total" },
  { value: "Number", text: "Units sold" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"];
const outlines = ["#ffffff"];

export default function PieChartOthersSample() {
  const [type, setType] = useState<ThresholdType>("Percent");
  const [percent, setPercent] = useState(5);
  const [units, setUnits] = useState(3000);
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);
  // The item legend paints its labels #252525 whatever the theme: they take the theme's text colour.
  const legendInk = useMemo(themeText, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Threshold type" value={type} options={types} onChange={setType} />
        {type === "Percent" ? (
          <SliderControl label="Group slices below" value={percent} min={0} max={20} format={(v) => `${v}%`} onChange={setPercent} />
        ) : (
          <SliderControl label="Group slices below" value={units} min={0} max={12000} step={500} format={(v) => `${v.toLocaleString("en-US")} units`} onChange={setUnits} />
        )}
      </ControlBar>
      <div style={{ ...chartArea, display: "flex", gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrPieChart
            dataSource={phoneMarket}
            valueMemberPath="value"
            labelMemberPath="label"
            legendLabelMemberPath="label"
            labelsPosition="OutsideEnd"
            radiusFactor={0.7}
            // Slices whose value is under the threshold are merged into one "Others" slice.
            othersCategoryType={type}
            othersCategoryThreshold={type === "Percent" ? percent : units}
            othersCategoryText="Other brands"
            othersCategoryFill="#9e9e9e"
            othersCategoryStroke="#ffffff"
            brushes={brushes}
            outlines={outlines}
            legend={legend}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ alignSelf: "center" }}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>Phone sales by brand</div>
          <IgrItemLegend ref={setLegend} orientation="Vertical" textColor={legendInk} />
        </div>
      </div>
    </div>
  );
}
