import { useState } from "react";
import { IgrCalendar, type CalendarHeaderOrientation } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { page, row, today } from "../_shared/dates";

const headerDate = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric" });

// The header shows the selected date; its title and date can be replaced through slots.
export default function CalendarHeaderSample() {
  const [hidden, setHidden] = useState(false);
  const [orientation, setOrientation] = useState<CalendarHeaderOrientation>("vertical");
  const [custom, setCustom] = useState(true);
  const [value, setValue] = useState<Date>(() => today());

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Hide header" checked={hidden} onChange={setHidden} />
        <ToggleGroup label="Header orientation" value={orientation} options={["vertical", "horizontal"] as const} onChange={setOrientation} />
        <SwitchControl label="Custom title and date" checked={custom} onChange={setCustom} />
      </ControlBar>
      <div style={row}>
        <IgrCalendar
          hideHeader={hidden}
          headerOrientation={orientation}
          value={value}
          style={{ width: orientation === "horizontal" ? 560 : 380 }}
          onChange={(e) => e.detail && setValue(e.detail as Date)}
        >
          {custom && <span slot="title">Delivery day</span>}
          {custom && (
            <span slot="header-date" style={{ display: "flex", alignItems: "center", gap: 6 }}>
              <span className="material-icons">local_shipping</span>
              {headerDate.format(value)}
            </span>
          )}
        </IgrCalendar>
      </div>
    </div>
  );
}
