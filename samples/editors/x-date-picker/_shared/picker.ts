import { useEffect, type RefObject } from "react";
import type { IgrXDatePicker } from "igniteui-react-inputs";

export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full" });

/**
 * The picker draws its text with CSS font strings rather than inheriting the page font:
 * hand it the theme's font family once it has rendered.
 */
export function useThemeFont(...pickers: RefObject<IgrXDatePicker | null>[]) {
  useEffect(() => {
    const family = getComputedStyle(document.documentElement).getPropertyValue("--ig-font-family").trim() || "sans-serif";
    for (const picker of pickers) {
      if (picker.current) {
        picker.current.textStyle = `16px ${family}`;
        picker.current.labelTextStyle = `13px ${family}`;
      }
    }
    // The refs are stable; run once after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
