import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SliderControl, SwitchControl } from "../../_shared/controls";
import { dailyProfit } from "../_shared/data";

IgrSparklineModule.register();

const show = (on: boolean) => (on ? "Visible" : "Collapsed");

export default function SparklineMarkersSample() {
  const [all, setAll] = useState(false);
  const [high, setHigh] = useState(true);
  const [low, setLow] = useState(true);
  const [first, setFirst] = useState(true);
  const [last, setLast] = useState(true);
  const [negative, setNegative] = useState(false);
  const [size, setSize] = useState(9);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="All points" checked={all} onChange={setAll} />
        <SwitchControl label="High" checked={high} onChange={setHigh} />
        <SwitchControl label="Low" checked={low} onChange={setLow} />
        <SwitchControl label="First" checked={first} onChange={setFirst} />
        <SwitchControl label="Last" checked={last} onChange={setLast} />
        <SwitchControl label="Negative" checked={negative} onChange={setNegative} />
        <SliderControl label="Marker size" value={size} min={4} max={16} format={(v) => `${v} px`} onChange={setSize} />
      </ControlBar>
      <div style={{ display: "flex", gap: 16, fontSize: 13, flexWrap: "wrap" }}>
        <Key color="#2f855a" text="High" />
        <Key color="#c53030" text="Low" />
        <Key color="#6b46c1" text="First" />
        <Key color="#dd6b20" text="Last" />
        <Key color="#e53e3e" text="Negative" />
        <Key color="#4a5568" text="Other points" />
      </div>
      <div style={{ flex: 1, minHeight: 240, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 16, boxSizing: "border-box" }}>
        {/* Each kind of marker has its own visibility, brush and size; special markers draw over the plain ones. */}
        <IgrSparkline
          dataSource={dailyProfit}
          valueMemberPath="value"
          labelMemberPath="label"
          displayType="Line"
          brush="#718096"
          lineThickness={2}
          markerVisibility={show(all)}
          markerBrush="#4a5568"
          markerSize={size - 3}
          highMarkerVisibility={show(high)}
          highMarkerBrush="#2f855a"
          highMarkerSize={size}
          lowMarkerVisibility={show(low)}
          lowMarkerBrush="#c53030"
          lowMarkerSize={size}
          firstMarkerVisibility={show(first)}
          firstMarkerBrush="#6b46c1"
          firstMarkerSize={size}
          lastMarkerVisibility={show(last)}
          lastMarkerBrush="#dd6b20"
          lastMarkerSize={size}
          negativeMarkerVisibility={show(negative)}
          negativeMarkerBrush="#e53e3e"
          negativeMarkerSize={size - 2}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}

function Key({ color, text }: { color: string; text: string }) {
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <span style={{ width: 10, height: 10, borderRadius: "50%", background: color }} />
      {text}
    </span>
  );
}
