import { useState } from "react";
import { IgrSelect, IgrSelectItem } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const transports = [
  { value: "walk", text: "Walk", icon: "directions_walk", time: "42 min" },
  { value: "bike", text: "Bike", icon: "directions_bike", time: "14 min" },
  { value: "bus", text: "Bus", icon: "directions_bus", time: "20 min" },
  { value: "car", text: "Car", icon: "directions_car", time: "9 min" },
  { value: "ferry", text: "Ferry", icon: "directions_boat", time: "no service", disabled: true },
];

export default function SelectItemSample() {
  const [mode, setMode] = useState("bike");
  const current = transports.find((t) => t.value === mode);
  return (
    <Page>
      <Section title="Route to the museum">
        {/* Items have prefix and suffix slots, a value, and can be disabled. */}
        <IgrSelect label="Travel by" value={mode} open style={{ maxWidth: 320 }} onChange={(e) => setMode(e.detail.value)}>
          {current && <Icon slot="prefix" name={current.icon} />}
          {transports.map((t) => (
            <IgrSelectItem key={t.value} value={t.value} disabled={t.disabled} selected={t.value === mode}>
              <Icon slot="prefix" name={t.icon} size={18} />
              {t.text}
              <small slot="suffix">
                {t.time}
              </small>
            </IgrSelectItem>
          ))}
        </IgrSelect>
      </Section>
    </Page>
  );
}
