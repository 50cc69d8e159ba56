import { useState } from "react";
import { IgrCalendar, type ContentOrientation } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { addDays, page, today } from "../_shared/dates";

// The calendar applies every new values array it is given, losing what the user picked: one per module.
const week = Array.from({ length: 7 }, (_, i) => addDays(today(), i));

export default function CalendarMultipleMonthsSample() {
  const [months, setMonths] = useState(2);
  const [orientation, setOrientation] = useState<ContentOrientation>("horizontal");
  const [hideOutside, setHideOutside] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SliderControl label="Visible months" value={months} min={1} max={4} onChange={setMonths} />
        <ToggleGroup label="Orientation" value={orientation} options={["horizontal", "vertical"] as const} onChange={setOrientation} />
        <SwitchControl label="Hide days of other months" checked={hideOutside} onChange={setHideOutside} />
      </ControlBar>
      <IgrCalendar
        selection="range"
        visibleMonths={months}
        orientation={orientation}
        hideOutsideDays={hideOutside}
        hideHeader
        values={week}
        style={{ alignSelf: "flex-start" }}
      />
    </div>
  );
}
