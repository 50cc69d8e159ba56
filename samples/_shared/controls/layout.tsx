import type { CSSProperties, ReactNode } from "react";

export function ControlBar({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "8px 20px" }}>{children}</div>;
}

/** The caption above a control that has no label of its own. */
export const captionStyle: CSSProperties = { fontSize: 13, opacity: 0.8 };

/** A short line of text under the controls, e.g. the item under the pointer. */
export function StatusLine({ children }: { children: ReactNode }) {
  return <div style={{ fontSize: 14, minHeight: 20 }}>{children}</div>;
}
