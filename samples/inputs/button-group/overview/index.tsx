import { useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Align = "left" | "center" | "right" | "justify";

const aligns: { value: Align; icon: string }[] = [
  { value: "left", icon: "format_align_left" },
  { value: "center", icon: "format_align_center" },
  { value: "right", icon: "format_align_right" },
  { value: "justify", icon: "format_align_justify" },
];

const marks = [
  { value: "bold", icon: "format_bold" },
  { value: "italic", icon: "format_italic" },
  { value: "underline", icon: "format_underlined" },
];

export default function ButtonGroupOverviewSample() {
  const [align, setAlign] = useState<Align>("left");
  const [styles, setStyles] = useState<string[]>(["bold"]);

  const toggle = (value: string | undefined, on: boolean) =>
    value && setStyles((s) => (on ? [...s, value] : s.filter((v) => v !== value)));

  return (
    <Page>
      <Section title="Text formatting toolbar">
        <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
          <IgrButtonGroup
            selection="multiple"
            onSelect={(e) => toggle(e.detail, true)}
            onDeselect={(e) => toggle(e.detail, false)}
          >
            {marks.map((m) => (
              <IgrToggleButton key={m.value} value={m.value} selected={styles.includes(m.value)} aria-label={m.value}>
                <span className="material-icons">{m.icon}</span>
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
          <IgrButtonGroup selection="single-required" onSelect={(e) => e.detail && setAlign(e.detail as Align)}>
            {aligns.map((a) => (
              <IgrToggleButton key={a.value} value={a.value} selected={a.value === align} aria-label={`align ${a.value}`}>
                <span className="material-icons">{a.icon}</span>
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
        <StatusLine>
          Styles: <b>{styles.length ? styles.join(", ") : "none"}</b> · Alignment: <b>{align}</b>
        </StatusLine>
      </Section>
      <p
        style={{
          flex: 1,
          minHeight: 120,
          margin: 0,
          padding: 16,
          border: "1px solid rgba(128,128,128,0.35)",
          borderRadius: 4,
          textAlign: align,
          fontWeight: styles.includes("bold") ? 700 : 400,
          fontStyle: styles.includes("italic") ? "italic" : "normal",
          textDecoration: styles.includes("underline") ? "underline" : "none",
        }}
      >
        The harbour was quiet at dawn. Fishing boats rocked on the grey water while gulls circled the masts, waiting for
        the first catch of the day to be hauled ashore and sorted into crates on the pier.
      </p>
    </Page>
  );
}
