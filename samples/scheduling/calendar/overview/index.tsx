import { useState, type CSSProperties } from "react";
import {
  IgrButtonGroup,
  IgrCalendar,
  IgrCard,
  IgrCardContent,
  IgrCardHeader,
  IgrSelect,
  IgrSelectItem,
  IgrSwitch,
  IgrToggleButton,
  type CalendarSelection,
  type WeekDays,
} from "igniteui-react";

const modes: CalendarSelection[] = ["single", "multiple", "range"];
const weekDays: WeekDays[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

// A starting selection for each mode, so every mode shows something right away.
function initialSelection(mode: CalendarSelection): Date[] {
  const start = today();
  switch (mode) {
    case "single":
      return [start];
    case "multiple":
      return [start, addDays(start, 2), addDays(start, 5)];
    case "range":
      return [0, 1, 2, 3, 4].map((d) => addDays(start, d));
  }
}

const dateFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric" });

function describe(mode: CalendarSelection, dates: Date[]): string[] {
  if (dates.length === 0) {
    return ["Nothing selected"];
  }
  if (mode === "range") {
    const first = dates[0]!;
    const last = dates[dates.length - 1]!;
    return [`From ${dateFormat.format(first)}`, `To ${dateFormat.format(last)}`, `${dates.length} day(s)`];
  }
  return dates.map((d) => dateFormat.format(d));
}

const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };
const label: CSSProperties = { fontWeight: 600 };

export default function CalendarOverviewSample() {
  const [mode, setMode] = useState<CalendarSelection>("single");
  const [weekStart, setWeekStart] = useState<WeekDays>("monday");
  const [weekNumbers, setWeekNumbers] = useState(true);
  const [selected, setSelected] = useState<Date[]>(() => initialSelection("single"));

  const changeMode = (next: CalendarSelection) => {
    setMode(next);
    setSelected(initialSelection(next));
  };

  const onChange = (e: CustomEvent<Date | Date[]>) => {
    const value = e.detail;
    setSelected(Array.isArray(value) ? [...value] : value ? [value] : []);
  };

  // `value` drives single selection, `values` drives multiple and range selection.
  const selection = mode === "single" ? { value: selected[0] ?? null } : { values: selected };

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" }}>
      <div style={{ ...row, gap: 24 }}>
        <div style={row}>
          <span style={label}>Selection</span>
          <IgrButtonGroup selection="single-required" onSelect={(e) => changeMode(e.detail as CalendarSelection)}>
            {modes.map((m) => (
              <IgrToggleButton key={m} value={m} selected={m === mode}>
                {m}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
        <IgrSelect
          label="Week starts on"
          value={weekStart}
          style={{ width: 180 }}
          onChange={(e) => setWeekStart(e.detail.value as WeekDays)}
        >
          {weekDays.map((d) => (
            <IgrSelectItem key={d} value={d}>
              {d[0]!.toUpperCase() + d.slice(1)}
            </IgrSelectItem>
          ))}
        </IgrSelect>
        <IgrSwitch checked={weekNumbers} onChange={(e) => setWeekNumbers(e.detail.checked)}>
          Show week numbers
        </IgrSwitch>
      </div>

      <div style={{ ...row, alignItems: "flex-start", gap: 24 }}>
        <IgrCalendar
          // A fresh calendar per mode: the selection kinds do not carry over.
          key={mode}
          selection={mode}
          weekStart={weekStart}
          showWeekNumbers={weekNumbers}
          {...selection}
          onChange={onChange}
          style={{ width: 360 }}
        />
        <IgrCard style={{ minWidth: 260 }}>
          <IgrCardHeader>
            <h3 slot="title">Selected ({mode})</h3>
          </IgrCardHeader>
          <IgrCardContent>
            <ul aria-live="polite" style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
              {describe(mode, selected).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </IgrCardContent>
        </IgrCard>
      </div>
    </div>
  );
}
