import { useState } from "react";
import { IgrButton, IgrInput, IgrSlider } from "igniteui-react";
import { EventLog, Page, Row, Section } from "../../_shared/page";

export default function SliderValueSample() {
  const [temp, setTemp] = useState(21);
  const [log, setLog] = useState<string[]>([]);
  const note = (t: string) => setLog((l) => [t, ...l].slice(0, 10));

  return (
    <Page>
      <Section title="Thermostat: the value is bound both ways">
        <IgrSlider
          aria-label="Temperature"
          min={10}
          max={30}
          step={0.5}
          value={temp}
          style={{ maxWidth: 480 }}
          onInput={(e) => setTemp(e.detail)}
          onChange={(e) => note(`igcChange: ${e.detail} °C`)}
        />
        <Row>
          <IgrInput
            label="Temperature (°C)"
            type="number"
            min={10}
            max={30}
            step={0.5}
            value={String(temp)}
            style={{ width: 180 }}
            onChange={(e) => {
              const v = Number(e.detail);
              if (!Number.isNaN(v)) setTemp(Math.min(30, Math.max(10, v)));
            }}
          />
          <IgrButton variant="outlined" onClick={() => setTemp(18)}>
            Eco (18 °C)
          </IgrButton>
          <IgrButton variant="outlined" onClick={() => setTemp(22.5)}>
            Comfort (22.5 °C)
          </IgrButton>
        </Row>
        <div style={{ fontSize: 32, fontWeight: 700 }}>{temp.toFixed(1)} °C</div>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
