import { IgrSlider } from "igniteui-react";
import { captionStyle } from "./layout";

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
