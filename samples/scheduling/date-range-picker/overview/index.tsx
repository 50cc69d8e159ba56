import { useState, type CSSProperties } from "react";
import { IgrDateRangePicker, type DateRangeValue } from "igniteui-react";
import { ControlBar, SliderControl, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function fromToday(days: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d;
}

export default function DateRangePickerOverviewSample() {
  const [value, setValue] = useState<DateRangeValue | null>(() => ({ start: fromToday(7), end: fromToday(12) }));
  const [twoInputs, setTwoInputs] = useState(false);
  const [months, setMonths] = useState(2);
  const [mode, setMode] = useState<"dropdown" | "dialog">("dropdown");
  const [outlined, setOutlined] = useState(false);

  const nights = value?.start && value.end ? Math.round((value.end.getTime() - value.start.getTime()) / 86400000) : 0;

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Two inputs" checked={twoInputs} onChange={setTwoInputs} />
        <SliderControl label="Visible months" value={months} min={1} max={2} onChange={setMonths} />
        <ToggleGroup label="Mode" value={mode} options={["dropdown", "dialog"] as const} onChange={setMode} />
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
      </ControlBar>
      <IgrDateRangePicker
        label="Trip dates"
        labelStart="Check-in"
        labelEnd="Check-out"
        value={value}
        useTwoInputs={twoInputs}
        visibleMonths={months}
        mode={mode}
        outlined={outlined}
        style={{ width: twoInputs ? 520 : 340 }}
        onChange={(e) => setValue(e.detail)}
      />
      <StatusLine>
        {value?.start && value.end ? (
          <>
            {day.format(value.start)} → {day.format(value.end)}: <b>{nights} night(s)</b>
          </>
        ) : (
          "Pick a start and an end date."
        )}
      </StatusLine>
    </div>
  );
}
