import type { CSSProperties } from "react";

export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** A day of the current month (day 1 to 28, so it exists in every month). */
export function dayOfMonth(day: number, monthOffset = 0): Date {
  const t = today();
  return new Date(t.getFullYear(), t.getMonth() + monthOffset, day);
}

export const shortDate = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });

export const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
export const row: CSSProperties = { display: "flex", alignItems: "flex-start", gap: 24, flexWrap: "wrap" };
