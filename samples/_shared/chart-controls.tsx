import type { CSSProperties, ReactNode } from "react";
import { IgrSelect, IgrSelectItem, IgrSlider, IgrSwitch } from "igniteui-react";

/** Page layout and labelled Ignite UI inputs shared by the category chart samples. */

export const chartPage: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  gap: 12,
  padding: 16,
  boxSizing: "border-box",
};

/** The box a chart fills: all the height left below the controls. */
export const chartArea: CSSProperties = { flex: 1, minHeight: 300 };

export function Toolbar({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "8px 20px" }}>{children}</div>;
}

export interface Option<T extends string> {
  value: T;
  text: string;
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  width?: number;
  onChange: (value: T) => void;
}

/** An IgrSelect over a fixed list of options. */
export function Choice<T extends string>({ label, value, options, width = 220, onChange }: ChoiceProps<T>) {
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
      {options.map((o) => (
        <IgrSelectItem key={o.value} value={o.value} selected={o.value === value}>
          {o.text}
        </IgrSelectItem>
      ))}
    </IgrSelect>
  );
}

interface RangeProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the current value is shown next to the label. */
  format?: (value: number) => string;
  onChange: (value: number) => void;
}

/** An IgrSlider with its label and current value above it. */
export function Range({ label, value, min, max, step = 1, format, onChange }: RangeProps) {
  return (
    <label style={{ display: "flex", flexDirection: "column", width: 200, fontSize: 13 }}>
      <span>
        {label}: <b>{format ? format(value) : value}</b>
      </span>
      <IgrSlider aria-label={label} min={min} max={max} step={step} value={value} onInput={(e) => onChange(e.detail)} />
    </label>
  );
}

interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An IgrSwitch with its label. */
export function Toggle({ label, checked, onChange }: ToggleProps) {
  return (
    <IgrSwitch checked={checked} onChange={(e) => onChange(e.detail.checked)} style={{ paddingBottom: 6 }}>
      {label}
    </IgrSwitch>
  );
}
