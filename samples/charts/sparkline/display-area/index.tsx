import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SwitchControl } from "../../_shared/controls";
import { walk } from "../_shared/data";

IgrSparklineModule.register();

// Hourly electricity demand (MW) of three districts over one day.
const districts = [
  { name: "Harbour", color: "#3182ce", values: walk(21, 24, 340, 40) },
  { name: "Old Town", color: "#38a169", values: walk(22, 24, 210, 25) },
  { name: "Tech Park", color: "#d69e2e", values: walk(23, 24, 480, 60) },
].map((d) => ({ ...d, data: d.values.map((value, hour) => ({ hour: `${hour}:00`, value })) }));

export default function SparklineDisplayAreaSample() {
  const [fromZero, setFromZero] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Start the value range at zero" checked={fromZero} onChange={setFromZero} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Area sparklines of hourly electricity demand. By default each sparkline scales to its own values; from zero, the areas compare sizes.
      </div>
      <div style={{ flex: 1, minHeight: 300, display: "grid", gridTemplateRows: `repeat(${districts.length}, 1fr)`, gap: 12 }}>
        {districts.map((d) => (
          <div key={d.name} style={{ display: "flex", alignItems: "stretch", gap: 12, minHeight: 80 }}>
            <div style={{ width: 110, alignSelf: "center" }}>
              <div style={{ fontWeight: 600 }}>{d.name}</div>
              <div style={{ fontSize: 12, opacity: 0.7 }}>peak {Math.max(...d.values)} MW</div>
            </div>
            <div style={{ flex: 1, minWidth: 0 }}>
              <IgrSparkline
                dataSource={d.data}
                valueMemberPath="value"
                labelMemberPath="hour"
                displayType="Area"
                brush={d.color}
                // The sparkline's range is its data's range unless minimum/maximum are set.
                minimum={fromZero ? 0 : undefined}
                maximum={fromZero ? 650 : undefined}
                width="100%"
                height="100%"
              />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
