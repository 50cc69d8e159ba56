import { useState, type CSSProperties } from "react";
import { IgrCalendar } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { page, row, today } from "../_shared/dates";

type Size = "small" | "medium" | "large";

// The calendar takes its size from --ig-size: days, paddings and fonts scale with it.
export default function CalendarSizeSample() {
  const [size, setSize] = useState<Size>("small");

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Size (--ig-size)" value={size} options={["small", "medium", "large"] as const} onChange={setSize} />
      </ControlBar>
      <div style={row}>
        <IgrCalendar value={today()} hideHeader style={{ "--ig-size": `var(--ig-size-${size})` } as CSSProperties} />
      </div>
      <h3 style={{ margin: "8px 0 0" }}>All three sizes</h3>
      <div style={{ ...row, alignItems: "flex-end" }}>
        {(["small", "medium", "large"] as const).map((s) => (
          <div key={s} style={{ display: "flex", flexDirection: "column", gap: 6 }}>
            <code>{s}</code>
            <IgrCalendar value={today()} hideHeader style={{ "--ig-size": `var(--ig-size-${s})` } as CSSProperties} />
          </div>
        ))}
      </div>
    </div>
  );
}
