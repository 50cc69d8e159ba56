import { useCallback, useState, type CSSProperties } from "react";

const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

/** Keeps the latest lines of an event log, newest first. */
export function useEventLog(limit = 30) {
  const [lines, setLines] = useState<string[]>([]);
  const add = useCallback((line: string) => setLines((l) => [`${clock.format(new Date())}  ${line}`, ...l].slice(0, limit)), [limit]);
  return { lines, add };
}

/** The title a tile carries in its data-title attribute. */
export function tileTitle(tile: EventTarget | null): string {
  return (tile as HTMLElement | null)?.dataset.title ?? "tile";
}

const box: CSSProperties = { display: "flex", flexDirection: "column", border: "1px solid var(--ig-gray-300)", borderRadius: 8, minWidth: 240, minHeight: 160 };

export function EventLog({ lines, hint, style }: { lines: string[]; hint: string; style?: CSSProperties }) {
  return (
    <div style={{ ...box, ...style }}>
      <div style={{ padding: "8px 12px", fontWeight: 600, borderBottom: "1px solid var(--ig-gray-300)" }}>Events</div>
      <div aria-live="polite" style={{ flex: 1, overflow: "auto", padding: "8px 12px", fontFamily: "monospace", fontSize: 12, lineHeight: 1.6 }}>
        {lines.length === 0 ? <span style={{ opacity: 0.75 }}>{hint}</span> : lines.map((l, i) => <div key={i}>{l}</div>)}
      </div>
    </div>
  );
}
