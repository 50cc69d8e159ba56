import type { CSSProperties } from "react";
import { IgrDatePicker } from "igniteui-react";
import "./styling.css";

// The picker applies every new Date it is given: one per module, not one per render.
const festival = new Date(2026, 9, 17);

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function DatePickerStylingSample() {
  return (
    <div style={page}>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>An orange date picker: the input through its CSS parts, the open calendar through the calendar tokens.</p>
      <IgrDatePicker className="styling-picker" label="Harvest festival" outlined open value={festival} keepOpenOnOutsideClick />
    </div>
  );
}
