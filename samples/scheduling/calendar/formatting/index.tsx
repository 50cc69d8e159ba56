import { useMemo, useState } from "react";
import { IgrCalendar } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { page, row, today } from "../_shared/dates";

type Month = "long" | "short" | "narrow" | "numeric" | "2-digit";
type Weekday = "long" | "short" | "narrow";

const locales = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "Deutsch" },
  { value: "fr-FR", text: "Français" },
  { value: "es-ES", text: "Español" },
  { value: "ja-JP", text: "日本語" },
  { value: "bg-BG", text: "Български" },
];

// formatOptions formats the month and weekday names; locale picks the language and the first day of the week.
export default function CalendarFormattingSample() {
  const [locale, setLocale] = useState("de-DE");
  const [month, setMonth] = useState<Month>("long");
  const [weekday, setWeekday] = useState<Weekday>("short");
  // The calendar applies every new object or date it is given: the date would undo the user's pick.
  const formatOptions = useMemo(() => ({ month, weekday }), [month, weekday]);
  const [initialDate] = useState(today);

  return (
    <div style={page}>
      <ControlBar>
        <SelectControl label="Locale" value={locale} options={locales} onChange={setLocale} />
        <SelectControl label="Month format" value={month} options={["long", "short", "narrow", "numeric", "2-digit"] as const} onChange={setMonth} />
        <SelectControl label="Weekday format" value={weekday} options={["long", "short", "narrow"] as const} onChange={setWeekday} />
      </ControlBar>
      <div style={row}>
        <IgrCalendar locale={locale} formatOptions={formatOptions} value={initialDate} style={{ width: 420 }} />
        <code style={{ fontSize: 13 }}>
          {`<IgrCalendar locale="${locale}" formatOptions={{ month: "${month}", weekday: "${weekday}" }} />`}
        </code>
      </div>
    </div>
  );
}
