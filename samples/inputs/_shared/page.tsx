/**
 * Page layout shared by the input samples: a scrolling flex column with padded sections.
 */
import type { CSSProperties, ReactNode } from "react";

export const pageStyle: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  gap: 24,
  height: "100%",
  padding: 16,
  boxSizing: "border-box",
  overflow: "auto",
};

export const rowStyle: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };

/** The sample's box: a flex column that fills the content area and scrolls when needed. */
export function Page({ children, className, style }: { children: ReactNode; className?: string; style?: CSSProperties }) {
  return (
    <div className={className} style={{ ...pageStyle, ...style }}>
      {children}
    </div>
  );
}

/** A titled block of the page. */
export function Section({ title, children, style }: { title?: ReactNode; children: ReactNode; style?: CSSProperties }) {
  return (
    <section style={{ display: "flex", flexDirection: "column", gap: 12, ...style }}>
      {title && <h3 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h3>}
      {children}
    </section>
  );
}

/** A wrapping row of items. */
export function Row({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ ...rowStyle, ...style }}>{children}</div>;
}

/** An event log: the newest entry first. */
export function EventLog({ entries, title = "Events", style }: { entries: string[]; title?: string; style?: CSSProperties }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 4, minHeight: 120, ...style }}>
      <strong style={{ fontSize: 14 }}>{title}</strong>
      <ol
        style={{
          margin: 0,
          padding: "8px 12px 8px 32px",
          fontFamily: "monospace",
          fontSize: 13,
          border: "1px solid rgba(128,128,128,0.35)",
          borderRadius: 4,
          overflow: "auto",
          flex: 1,
          minHeight: 80,
        }}
      >
        {entries.length === 0 ? <li style={{ listStyle: "none", opacity: 0.75 }}>Nothing yet.</li> : entries.map((e, i) => <li key={entries.length - i}>{e}</li>)}
      </ol>
    </div>
  );
}

const iconFont: CSSProperties = {
  fontFamily: "'Material Icons'",
  fontWeight: "normal",
  fontStyle: "normal",
  lineHeight: 1,
  letterSpacing: "normal",
  textTransform: "none",
  display: "inline-block",
  whiteSpace: "nowrap",
  direction: "ltr",
  fontFeatureSettings: "'liga'",
  WebkitFontSmoothing: "antialiased",
};

/**
 * A Material icon by name. Inline font styles (not the global .material-icons class) so it also
 * renders inside a component's shadow DOM, e.g. from a render-prop template.
 */
export function Icon({ name, size = 20, slot, style }: { name: string; size?: number; slot?: string; style?: CSSProperties }) {
  return (
    <span slot={slot} aria-hidden="true" style={{ ...iconFont, fontSize: size, ...style }}>
      {name}
    </span>
  );
}
