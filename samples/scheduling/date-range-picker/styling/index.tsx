import { useState, type CSSProperties } from "react";
import { IgrDateRangePicker } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// The picker applies every new value it is given, losing what the user picked: one per module.
const conference = { start: new Date(2026, 8, 14), end: new Date(2026, 8, 18) };

export default function DateRangePickerStylingSample() {
  const [twoInputs, setTwoInputs] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Two inputs (start and end)" checked={twoInputs} onChange={setTwoInputs} />
      </ControlBar>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>
        A blue date range picker: bold input text and blue icons through its parts, {twoInputs ? "an arrow in the separator slot, " : ""}
        and a navy weekday band and light-blue range through the calendar tokens.
      </p>
      <IgrDateRangePicker
        className="styling-range"
        label="Conference"
        labelStart="Arrival"
        labelEnd="Departure"
        useTwoInputs={twoInputs}
        outlined
        open
        keepOpenOnOutsideClick
        value={conference}
      >
        {/* Shown between the two inputs in place of the default "to". */}
        <span slot="separator" className="material-icons" aria-hidden="true">
          arrow_forward
        </span>
      </IgrDateRangePicker>
    </div>
  );
}
