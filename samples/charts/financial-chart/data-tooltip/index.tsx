import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SwitchControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type Grouping = "Grouped" | "Individual";
const groupings: { value: Grouping; text: string }[] = [
  { value: "Grouped", text: "One tooltip" },
  { value: "Individual", text: "One per series" },
];

type Position = "PinLeft" | "PinRight" | "Auto";
const positions: { value: Position; text: string }[] = [
  { value: "Auto", text: "Follow pointer" },
  { value: "PinLeft", text: "Pin left" },
  { value: "PinRight", text: "Pin right" },
];

const data = [titledBars(stockBySymbol("ORBT"), 160), titledBars(stockBySymbol("QNTM"), 160), titledBars(stockBySymbol("VRDE"), 160)];

// The component applies every new array or object it is given: one per module, not one per render.
const dataToolTipIncludedColumns = ["Open", "High", "Low", "Close", "Change"];

export default function FinancialChartDataTooltipSample() {
  const [grouping, setGrouping] = useState<Grouping>("Grouped");
  const [position, setPosition] = useState<Position>("Auto");
  const [showHeader, setShowHeader] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Grouping" value={grouping} options={groupings} onChange={setGrouping} />
        <ToggleGroup label="Position" value={position} options={positions} onChange={setPosition} />
        <SwitchControl label="Date header" checked={showHeader} onChange={setShowHeader} />
      </ControlBar>
      <div style={chartArea}>
        {/* The data tooltip is a data legend shown as the chart's tooltip: open, high, low, close and
            change of every stock at the day under the pointer. */}
        <IgrFinancialChart
          dataSource={data}
          chartType="Line"
          chartTitle="Move the pointer over the chart to see the data tooltip"
          toolTipType="Data"
          dataToolTipGroupingMode={grouping}
          dataToolTipGroupedPositionModeX={position}
          dataToolTipHeaderRowVisible={showHeader}
          dataToolTipIncludedColumns={dataToolTipIncludedColumns}
          dataToolTipHeaderFormatDate="MediumStyle"
          crosshairsDisplayMode="Vertical"
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
