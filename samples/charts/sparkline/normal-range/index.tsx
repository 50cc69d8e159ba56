import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SliderControl, SwitchControl } from "../../_shared/controls";
import { heartRate } from "../_shared/data";

IgrSparklineModule.register();

const values = heartRate.map((p) => p.value);

export default function SparklineNormalRangeSample() {
  const [low, setLow] = useState(60);
  const [high, setHigh] = useState(100);
  const [inFront, setInFront] = useState(false);

  const outside = values.filter((v) => v < low || v > high).length;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Range from" value={low} min={40} max={90} format={(v) => `${v} bpm`} onChange={(v) => setLow(Math.min(v, high - 5))} />
        <SliderControl label="Range to" value={high} min={70} max={120} format={(v) => `${v} bpm`} onChange={(v) => setHigh(Math.max(v, low + 5))} />
        <SwitchControl label="Draw range in front" checked={inFront} onChange={setInFront} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Resting heart rate over 30 days: the band marks the normal range; {outside} of {values.length} days fall outside it.
      </div>
      <div style={{ flex: 1, minHeight: 240, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 16, boxSizing: "border-box" }}>
        <IgrSparkline
          dataSource={heartRate}
          valueMemberPath="value"
          labelMemberPath="label"
          displayType="Line"
          brush="#c53030"
          lineThickness={2}
          // The normal range is a band between two values, drawn behind the line unless asked otherwise.
          normalRangeVisibility="Visible"
          normalRangeMinimum={low}
          normalRangeMaximum={high}
          // Translucent, so the line stays visible whichever is drawn on top.
          normalRangeFill="rgba(56, 161, 105, 0.3)"
          displayNormalRangeInFront={inFront}
          // A fixed value axis, so moving the range never rescales the line.
          minimum={40}
          maximum={130}
          highMarkerVisibility="Visible"
          highMarkerBrush="#742a2a"
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
