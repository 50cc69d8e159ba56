import { useMemo, useState } from "react";
import type { IgrSummaryResult } from "igniteui-react-grids";

/** How the summary numbers are written: 1.2K or 1,234.50. */
export type NumberStyle = "full" | "compact";

export const numberStyleOptions: readonly { value: NumberStyle; text: string }[] = [
  { value: "compact", text: "Compact (1.2K)" },
  { value: "full", text: "Full (1,234.50)" },
];

/** Date styles the summary samples share; each sample may add its own. */
export const longDate = (d: Date) => d.toLocaleDateString("en-US", { weekday: "short", year: "numeric", month: "long", day: "numeric" });
export const monthAndYear = (d: Date) => d.toLocaleDateString("en-US", { month: "long", year: "numeric" });

/**
 * summaryFormatter functions for money, number and date columns.
 * A summaryFormatter gets each summary result and returns its text; Count keeps its plain number.
 */
export function summaryFormatters(numberStyle: NumberStyle, date: (d: Date) => string) {
  const compact = numberStyle === "compact";
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: compact ? "compact" : "standard", maximumFractionDigits: compact ? 1 : 2 });
  const plain = new Intl.NumberFormat("en-US", { notation: compact ? "compact" : "standard", maximumFractionDigits: 1 });
  return {
    money: (s: IgrSummaryResult) => (s.key === "count" ? String(s.summaryResult) : money.format(s.summaryResult as number)),
    number: (s: IgrSummaryResult) => (s.key === "count" ? String(s.summaryResult) : plain.format(s.summaryResult as number)),
    date: (s: IgrSummaryResult) => (s.key === "count" ? String(s.summaryResult) : date(new Date(s.summaryResult as Date))),
  };
}

/** The number and date style a user picks, and the summaryFormatter functions that write them. */
export function useSummaryFormatters<D extends string>(dateStyles: Record<D, (d: Date) => string>, initialDateStyle: NoInfer<D>) {
  const [numberStyle, setNumberStyle] = useState<NumberStyle>("compact");
  const [dateStyle, setDateStyle] = useState<D>(initialDateStyle);
  const formatters = useMemo(() => summaryFormatters(numberStyle, dateStyles[dateStyle]), [dateStyles, numberStyle, dateStyle]);
  return { numberStyle, setNumberStyle, dateStyle, setDateStyle, formatters };
}
