import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { dailyProfit } from "../_shared/data";

IgrSparklineModule.register();

type DisplayType = "Line" | "Area" | "Column" | "WinLoss";
const types: { value: DisplayType; text: string }[] = [
  { value: "Line", text: "Line" },
  { value: "Area", text: "Area" },
  { value: "Column", text: "Column" },
  { value: "WinLoss", text: "Win/loss" },
];

const notes: Record<DisplayType, string> = {
  Line: "A line joins the values: the shape of the trend.",
  Area: "The area under the line is filled: the trend with more weight.",
  Column: "One column per day, negative days in red: individual values stand out.",
  WinLoss: "Only the sign counts: equal columns up for profit, down for loss.",
};

const profit = dailyProfit.reduce((sum, p) => sum + p.value, 0);

export default function SparklineDisplayTypesSample() {
  const [type, setType] = useState<DisplayType>("Column");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Display type" value={type} options={types} onChange={setType} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Daily profit of a shop over six weeks (total ${profit.toLocaleString("en-US")}). {notes[type]}
      </div>
      {/* The same data drawn as each display type; the sparkline keeps only the essentials: no axes or labels. */}
      <div style={{ flex: 1, minHeight: 240, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 16, boxSizing: "border-box" }}>
        <IgrSparkline
          dataSource={dailyProfit}
          valueMemberPath="value"
          labelMemberPath="label"
          displayType={type}
          brush="#2b6cb0"
          negativeBrush="#e53e3e"
          lineThickness={2}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
