import { useState } from "react";
import { IgrSwitch } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const devices = [
  { id: "lights", name: "Living room lights", icon: "lightbulb" },
  { id: "heating", name: "Heating", icon: "thermostat" },
  { id: "fan", name: "Ceiling fan", icon: "mode_fan" },
  { id: "alarm", name: "Alarm system", icon: "security" },
];

export default function SwitchOverviewSample() {
  const [on, setOn] = useState<Record<string, boolean>>({ lights: true, heating: false, fan: false, alarm: true });
  const count = Object.values(on).filter(Boolean).length;

  return (
    <Page>
      <Section title={`Smart home: ${count} of ${devices.length} on`}>
        {devices.map((d) => (
          <div key={d.id} style={{ display: "flex", alignItems: "center", gap: 12, maxWidth: 360, justifyContent: "space-between" }}>
            <span style={{ display: "flex", alignItems: "center", gap: 8, opacity: on[d.id] ? 1 : 0.75 }}>
              <Icon name={d.icon} />
              {d.name}
            </span>
            {/* A switch toggles a setting that takes effect at once; its igcChange detail carries checked. */}
            <IgrSwitch aria-label={d.name} checked={on[d.id] ?? false} onChange={(e) => setOn((s) => ({ ...s, [d.id]: e.detail.checked }))} />
          </div>
        ))}
      </Section>
    </Page>
  );
}
