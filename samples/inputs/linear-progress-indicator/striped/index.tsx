import { useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const tasks = [
  { name: "Copying files", value: 82, variant: "primary" },
  { name: "Indexing", value: 55, variant: "info" },
  { name: "Verifying checksums", value: 100, variant: "success" },
  { name: "Low disk space", value: 91, variant: "warning" },
  { name: "Failed downloads", value: 12, variant: "danger" },
] as const;

export default function LinearProgressStripedSample() {
  const [striped, setStriped] = useState(true);
  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Striped" checked={striped} onChange={setStriped} />
      </ControlBar>
      <Section title={striped ? "Striped bars" : "Solid bars"}>
        <div style={{ display: "flex", flexDirection: "column", gap: 20, maxWidth: 560 }}>
          {tasks.map((t) => (
            <div key={t.name}>
              <div style={{ marginBottom: 4 }}>{t.name}</div>
              <IgrLinearProgress value={t.value} variant={t.variant} striped={striped} style={{ "--ig-linear-bar-track-height": "12px" } as React.CSSProperties} />
            </div>
          ))}
        </div>
      </Section>
    </Page>
  );
}
