/**
 * The labelled controls every sample page uses to expose its settings: Ignite UI's own slider,
 * select, switch and button group, each with its caption.
 */
import type { CSSProperties, ReactNode } from "react";
import { IgrButtonGroup, IgrSelect, IgrSelectItem, IgrSlider, IgrSwitch, IgrToggleButton } from "igniteui-react";

export function ControlBar({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "8px 20px" }}>{children}</div>;
}

const captionStyle: CSSProperties = { fontSize: 13, opacity: 0.8 };

/** A short line of text under the controls, e.g. the item under the pointer. */
export function StatusLine({ children }: { children: ReactNode }) {
  return <div style={{ fontSize: 14, minHeight: 20 }}>{children}</div>;
}

interface SliderControlProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Shown after the label, e.g. (v) => `${v} ms`. */
  format?: (value: number) => string;
  onChange: (value: number) => void;
}

export function SliderControl({ label, value, min, max, step = 1, format, onChange }: SliderControlProps) {
  // Round to the step's precision so 0.1 steps give 0.3, not 0.30000000000000004.
  const decimals = (String(step).split(".")[1] ?? "").length;
  return (
    <div style={{ display: "flex", flexDirection: "column", width: 190 }}>
      <span style={captionStyle}>
        {label}: <b>{format ? format(value) : value}</b>
      </span>
      <IgrSlider
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={value}
        onInput={(e) => onChange(Number(e.detail.toFixed(decimals)))}
      />
    </div>
  );
}

export type Option<T extends string> = T | { value: T; text: string };

function toItems<T extends string>(options: readonly Option<T>[]) {
  return options.map((o) => (typeof o === "string" ? { value: o, text: o } : o));
}

interface SelectControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  width?: number;
  onChange: (value: T) => void;
}

export function SelectControl<T extends string>({ label, value, options, width = 190, onChange }: SelectControlProps<T>) {
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
      {toItems(options).map((item) => (
        <IgrSelectItem key={item.value} value={item.value} selected={item.value === value}>
          {item.text}
        </IgrSelectItem>
      ))}
    </IgrSelect>
  );
}

interface SwitchControlProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchControl({ label, checked, onChange }: SwitchControlProps) {
  return (
    <IgrSwitch checked={checked} onChange={(e) => onChange(e.detail.checked)} style={{ paddingBottom: 6 }}>
      {label}
    </IgrSwitch>
  );
}

interface ToggleGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}

/** A single-choice IgrButtonGroup with a caption above it. */
export function ToggleGroup<T extends string>({ label, value, options, onChange }: ToggleGroupProps<T>) {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <span style={captionStyle}>{label}</span>
      <IgrButtonGroup selection="single-required" onSelect={(e) => e.detail && onChange(e.detail as T)}>
        {toItems(options).map((item) => (
          <IgrToggleButton key={item.value} value={item.value} selected={item.value === value}>
            {item.text}
          </IgrToggleButton>
        ))}
      </IgrButtonGroup>
    </div>
  );
}
