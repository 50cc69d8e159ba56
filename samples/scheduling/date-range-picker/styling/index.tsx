import type { CSSProperties } from "react";
import { IgrDateRangePicker } from "igniteui-react";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// The picker applies every new value it is given, losing what the user picked: one per module.
const conference = { start: new Date(2026, 8, 14), end: new Date(2026, 8, 18) };

export default function DateRangePickerStylingSample() {
  return (
    <div style={page}>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>A blue date range picker: navy header, light-blue range and bold input text.</p>
      <IgrDateRangePicker
        className="styling-range"
        label="Conference"
        outlined
        open
        keepOpenOnOutsideClick
        value={conference}
      />
    </div>
  );
}
