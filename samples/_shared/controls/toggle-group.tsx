import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { captionStyle } from "./layout";
import { type Option, toItems } from "./options";

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
