import { useCallback, useState } from "react";

/** A list of the latest messages, newest first. */
export function useEventLog(limit = 40) {
  const [entries, setEntries] = useState<string[]>([]);
  const log = useCallback(
    (message: string) => {
      const time = new Date().toLocaleTimeString();
      setEntries((list) => [`${time}  ${message}`, ...list].slice(0, limit));
    },
    [limit],
  );
  return { entries, log, clear: () => setEntries([]) };
}

export function EventLog({ entries, title = "Event log" }: { entries: string[]; title?: string }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", width: 300, minHeight: 0 }}>
      <strong style={{ fontSize: 14, marginBottom: 4 }}>{title}</strong>
      <div
        role="log"
        style={{ flex: 1, overflow: "auto", fontFamily: "monospace", fontSize: 12, border: "1px solid var(--ig-gray-300)", padding: 6, minHeight: 120 }}
      >
        {entries.length === 0 ? <em>Nothing yet.</em> : entries.map((e, i) => <div key={i}>{e}</div>)}
      </div>
    </div>
  );
}
