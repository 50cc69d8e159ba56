import { useRef, useState, type CSSProperties } from "react";
import { ControlDisplayDensity } from "igniteui-react-core";
import { IgrXDatePicker, IgrXDatePickerModule } from "igniteui-react-inputs";
import { ControlBar, SliderControl, StatusLine } from "../../../_shared/controls";
import { addDays, longDate, today, useThemeFont } from "../_shared/picker";

IgrXDatePickerModule.register();

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };
const DAY = 24 * 60 * 60 * 1000;

// A range from two pickers: each one's limits follow the other's value.
export default function XDatePickerRangeSample() {
  const [minStay, setMinStay] = useState(2);
  const [checkIn, setCheckIn] = useState<Date | null>(() => addDays(today(), 7));
  const [checkOut, setCheckOut] = useState<Date | null>(() => addDays(today(), 10));
  const startPicker = useRef<IgrXDatePicker>(null);
  const endPicker = useRef<IgrXDatePicker>(null);
  useThemeFont(startPicker, endPicker);

  const nights = checkIn && checkOut ? Math.round((checkOut.getTime() - checkIn.getTime()) / DAY) : 0;
  const valid = nights >= minStay;

  return (
    <div style={page}>
      <ControlBar>
        <SliderControl label="Minimum stay" value={minStay} min={1} max={14} format={(v) => `${v} night(s)`} onChange={setMinStay} />
      </ControlBar>

      <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
        <div style={{ width: 280 }}>
          <IgrXDatePicker
            ref={startPicker}
            label="Check-in"
            value={checkIn ?? undefined}
            minDate={today()}
            maxDate={checkOut ? addDays(checkOut, -minStay) : undefined}
            density={ControlDisplayDensity.Comfortable}
            openAsChild={true}
            showClearButton={true}
            selectedValueChanged={(_s, e) => setCheckIn(e.newValue ?? null)}
          />
        </div>
        <div style={{ width: 280 }}>
          <IgrXDatePicker
            ref={endPicker}
            label="Check-out"
            value={checkOut ?? undefined}
            minDate={addDays(checkIn ?? today(), minStay)}
            density={ControlDisplayDensity.Comfortable}
            openAsChild={true}
            showClearButton={true}
            selectedValueChanged={(_s, e) => setCheckOut(e.newValue ?? null)}
          />
        </div>
      </div>

      <StatusLine>
        {checkIn && checkOut ? (
          <>
            {longDate.format(checkIn)} → {longDate.format(checkOut)}: <b>{nights} night(s)</b>
            {!valid && <span style={{ color: "#b3261e" }}> — shorter than the minimum stay</span>}
          </>
        ) : (
          "Pick both dates to see the stay."
        )}
      </StatusLine>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 620 }}>
        Check-out cannot come before check-in plus the minimum stay, and check-in cannot come after check-out minus the
        minimum stay: open either drop-down to see the blocked days.
      </p>
    </div>
  );
}
