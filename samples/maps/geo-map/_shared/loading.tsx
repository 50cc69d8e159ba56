import type { ReactNode } from "react";

/** A note over the map while its data loads (or when it failed). */
export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      style={{ position: "absolute", top: 12, left: 12, zIndex: 1, background: "hsl(from var(--ig-surface-500) h s l / 92%)", color: "var(--ig-surface-500-contrast)", padding: "6px 12px", borderRadius: 6, fontSize: 14 }}
    >
      {children}
    </div>
  );
}
