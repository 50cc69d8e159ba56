import type { CSSProperties, ReactNode } from "react";
import { IgrButtonGroup, IgrSelect, IgrSelectItem, IgrSwitch, IgrToggleButton } from "igniteui-react";

/** Layout helpers and labelled Ignite UI inputs shared by the grid samples. */

export const gridPage: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  gap: 12,
  padding: 16,
  boxSizing: "border-box",
};

/** The box a grid fills: all the height left under the controls. */
export const gridArea: CSSProperties = { flex: 1, minHeight: 300, display: "flex", flexDirection: "column" };

/**
 * The grid defaults to the large size; medium fits more rows and columns. Spread into a grid's style.
 * A size the page around the sample asks for (`--sample-size`, the gallery's Size option) wins.
 */
export const mediumSize = { "--ig-size": "var(--sample-size, var(--ig-size-medium))" } as CSSProperties;

export function ControlBar({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8px 24px" }}>{children}</div>;
}

/** A short muted line that explains what to try. */
export function Hint({ children }: { children: ReactNode }) {
  return <div style={{ fontSize: 13, opacity: 0.75 }}>{children}</div>;
}

interface SelectControlProps<T extends string> {
  label: string;
  value: T;
  options: NoInfer<readonly T[] | readonly { value: T; text: string }[]>;
  onChange: (value: T) => void;
  width?: number;
}

export function SelectControl<T extends string>({ label, value, options, onChange, width = 190 }: SelectControlProps<T>) {
  const items = options.map((o) => (typeof o === "string" ? { value: o, text: o } : o));
  return (
    <IgrSelect
      label={label}
      value={value}
      style={{ width }}
      onChange={(e) => {
        const picked = e.detail?.value;
        if (picked) onChange(picked as T);
      }}
    >
      {items.map((item) => (
        <IgrSelectItem key={item.value} value={item.value} selected={item.value === value}>
          {item.text}
        </IgrSelectItem>
      ))}
    </IgrSelect>
  );
}

export function SwitchControl({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <IgrSwitch checked={checked} onChange={(e) => onChange(e.detail.checked)}>
      {label}
    </IgrSwitch>
  );
}

interface ChoiceControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; text: string }[];
  onChange: (value: T) => void;
}

/** A labelled single-choice IgrButtonGroup. */
export function ChoiceControl<T extends string>({ label, value, options, onChange }: ChoiceControlProps<T>) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <span>{label}</span>
      <IgrButtonGroup selection="single-required" onSelect={(e) => onChange(e.detail as T)}>
        {options.map((o) => (
          <IgrToggleButton key={o.value} value={o.value} selected={o.value === value}>
            {o.text}
          </IgrToggleButton>
        ))}
      </IgrButtonGroup>
    </div>
  );
}

/** A scrolling list of the latest messages, newest first. */
export function EventLog({ title, entries, style }: { title: string; entries: readonly string[]; style?: CSSProperties }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        minHeight: 0,
        border: "1px solid var(--ig-gray-300, #ccc)",
        borderRadius: 4,
        ...style,
      }}
    >
      <div style={{ padding: "6px 10px", fontWeight: 600, borderBottom: "1px solid var(--ig-gray-300, #ccc)" }}>{title}</div>
      <div style={{ flex: 1, overflow: "auto", padding: "4px 10px", fontFamily: "monospace", fontSize: 12, lineHeight: 1.6 }}>
        {entries.length === 0 ? <div style={{ opacity: 0.75 }}>Nothing yet.</div> : entries.map((e, i) => <div key={entries.length - i}>{e}</div>)}
      </div>
    </div>
  );
}
