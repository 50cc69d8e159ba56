import { useState } from "react";
import { IgrCircularProgress } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

const disks = [
  { name: "System (C:)", used: 212, size: 256 },
  { name: "Data (D:)", used: 480, size: 1000 },
  { name: "Backup (E:)", used: 96, size: 2000 },
];

export default function CircularProgressSimpleSample() {
  const [value, setValue] = useState(64);
  const [hideLabel, setHideLabel] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Value" value={value} min={0} max={100} format={(v) => `${v}%`} onChange={setValue} />
        <SwitchControl label="Hide label" checked={hideLabel} onChange={setHideLabel} />
      </ControlBar>
      <Section title="A value between 0 and max">
        <IgrCircularProgress value={value} hideLabel={hideLabel} />
      </Section>
      <Section title="Disk usage (value out of max, label shows the percentage)">
        <Row style={{ gap: 40 }}>
          {disks.map((d) => (
            <div key={d.name} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 6 }}>
              <IgrCircularProgress value={d.used} max={d.size} hideLabel={hideLabel} />
              <span>{d.name}</span>
              <small style={{ opacity: 0.7 }}>
                {d.used} of {d.size} GB
              </small>
            </div>
          ))}
        </Row>
      </Section>
    </Page>
  );
}
