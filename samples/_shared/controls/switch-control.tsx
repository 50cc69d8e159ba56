import { IgrSwitch } from "igniteui-react";

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
