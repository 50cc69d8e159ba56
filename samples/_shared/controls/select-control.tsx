import { IgrSelect, IgrSelectItem } from "igniteui-react";
import { type Option, toItems } from "./options";

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
