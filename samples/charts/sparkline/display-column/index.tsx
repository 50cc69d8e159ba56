import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SwitchControl } from "../../_shared/controls";
import { dailyProfit } from "../_shared/data";

IgrSparklineModule.register();

const weeks = [0, 1, 2, 3, 4, 5].map((w) => ({
  name: `Week ${w + 1}`,
  days: dailyProfit.slice(w * 7, w * 7 + 7),
}));

export default function SparklineDisplayColumnSample() {
  const [colorLosses, setColorLosses] = useState(true);
  const [showAxis, setShowAxis] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Colour losing days" checked={colorLosses} onChange={setColorLosses} />
        <SwitchControl label="Show zero line" checked={showAxis} onChange={setShowAxis} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>A shop's daily profit: one column sparkline per week, one column per day.</div>
      <div style={{ flex: 1, minHeight: 300, display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))", gap: 12, alignContent: "start" }}>
        {weeks.map((week) => {
          const total = week.days.reduce((sum, d) => sum + d.value, 0);
          // Red and green mixed with the theme's text colour, so the total reads on light and dark pages.
          return (
            <div key={week.name} style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 10 }}>
              <div style={{ display: "flex", justifyContent: "space-between", fontSize: 14 }}>
                <b>{week.name}</b>
                <span style={{ color: `color-mix(in srgb, ${total < 0 ? "#c53030" : "#2f855a"} 60%, var(--ig-gray-900))` }}>
                  {total < 0 ? "−" : "+"}${Math.abs(total).toLocaleString("en-US")}
                </span>
              </div>
              <div style={{ height: 110, marginTop: 6 }}>
                <IgrSparkline
                  dataSource={week.days}
                  valueMemberPath="value"
                  labelMemberPath="label"
                  displayType="Column"
                  brush="#4a5568"
                  // Columns below zero use the negative brush.
                  negativeBrush={colorLosses ? "#e53e3e" : "#4a5568"}
                  horizontalAxisVisibility={showAxis ? "Visible" : "Collapsed"}
                  horizontalAxisBrush="#a0aec0"
                  width="100%"
                  height="100%"
                />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
