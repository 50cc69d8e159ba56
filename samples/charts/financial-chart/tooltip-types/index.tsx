import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, StatusLine, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type TooltipType = "Default" | "Item" | "Category" | "Data" | "None";
const types: TooltipType[] = ["Default", "Item", "Category", "Data", "None"];

const notes: Record<TooltipType, string> = {
  Default: "Default: the chart picks the tooltip for its series.",
  Item: "Item: one tooltip next to each series' point under the pointer.",
  Category: "Category: one tooltip grouping every series at the day under the pointer.",
  Data: "Data: a data legend in the tooltip, with a header, badges and units.",
  None: "None: no tooltip.",
};

// Two stocks, so the difference between item and category tooltips shows.
const data = [titledBars(stockBySymbol("ORBT"), 120), titledBars(stockBySymbol("VRDE"), 120)];

export default function FinancialChartTooltipTypesSample() {
  const [type, setType] = useState<TooltipType>("Category");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Tooltip type" value={type} options={types} onChange={setType} />
      </ControlBar>
      <StatusLine>{notes[type]} Move the pointer over the chart.</StatusLine>
      <div style={chartArea}>
        <IgrFinancialChart
          dataSource={data}
          chartType="Line"
          toolTipType={type}
          crosshairsDisplayMode="Vertical"
          chartTitle="ORBT and VRDE closing prices"
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
