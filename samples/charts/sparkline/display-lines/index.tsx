import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SliderControl, SwitchControl } from "../../_shared/controls";
import { walk } from "../_shared/data";

IgrSparklineModule.register();

// Monthly active users (thousands) of four apps over two years.
const apps = [
  { name: "Notely", color: "#2b6cb0", values: walk(3, 24, 120, 9, 2.5) },
  { name: "FitTrack", color: "#2f855a", values: walk(5, 24, 80, 7, -0.6) },
  { name: "Budgetly", color: "#b7791f", values: walk(8, 24, 45, 5, 0.9) },
  { name: "Snapcook", color: "#9b2c2c", values: walk(13, 24, 60, 10, 0) },
].map((app) => ({ ...app, data: app.values.map((value, month) => ({ month, value })) }));

export default function SparklineDisplayLinesSample() {
  const [thickness, setThickness] = useState(2);
  const [showAxis, setShowAxis] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Line thickness" value={thickness} min={1} max={5} format={(v) => `${v} px`} onChange={setThickness} />
        <SwitchControl label="Show horizontal axis" checked={showAxis} onChange={setShowAxis} />
      </ControlBar>
      <table style={{ borderCollapse: "collapse", width: "100%", flex: 1 }}>
        <thead>
          <tr style={{ textAlign: "left", fontSize: 13, opacity: 0.8 }}>
            <th style={{ padding: 6 }}>App</th>
            <th style={{ padding: 6 }}>Monthly active users, last 24 months</th>
            <th style={{ padding: 6, textAlign: "right" }}>Now</th>
          </tr>
        </thead>
        <tbody>
          {apps.map((app) => (
            <tr key={app.name} style={{ borderTop: "1px solid var(--ig-gray-300)" }}>
              <td style={{ padding: 6, fontWeight: 600, width: 120 }}>{app.name}</td>
              <td style={{ padding: 6 }}>
                <div style={{ height: 70 }}>
                  <IgrSparkline
                    dataSource={app.data}
                    valueMemberPath="value"
                    displayType="Line"
                    brush={app.color}
                    lineThickness={thickness}
                    horizontalAxisVisibility={showAxis ? "Visible" : "Collapsed"}
                    horizontalAxisBrush="#a0aec0"
                    width="100%"
                    height="100%"
                  />
                </div>
              </td>
              <td style={{ padding: 6, textAlign: "right", width: 80 }}>{app.values[app.values.length - 1]}k</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
