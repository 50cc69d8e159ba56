import { useEffect, useState } from "react";
import { IgrButton, IgrLinearProgress } from "igniteui-react";
import { seededRandom } from "../../../_shared/random";
import { Page, Row, Section } from "../../_shared/page";

const files = ["report.pdf", "budget.xlsx", "photos.zip", "notes.txt"];

// Each file downloads at its own speed, drawn from a seeded generator: the slowest ends within 20
// ticks (4 s), so the page comes to rest at "All done" a few seconds after it opens.
const rand = seededRandom(7);
const speeds = files.map(() => 5 + Math.floor(rand() * 9));

export default function LinearProgressDynamicSample() {
  const [progress, setProgress] = useState(files.map(() => 0));
  const [running, setRunning] = useState(true);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setProgress((p) => p.map((v, i) => Math.min(100, v + (speeds[i] ?? 1)))), 200);
    return () => clearInterval(id);
  }, [running]);

  const done = progress.every((v) => v >= 100);
  const total = progress.reduce((a, b) => a + b, 0) / files.length;

  return (
    <Page>
      <Row>
        <IgrButton disabled={done} onClick={() => setRunning((r) => !r)}>
          {running && !done ? "Pause" : "Resume"}
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setProgress(files.map(() => 0))}>
          Restart
        </IgrButton>
      </Row>
      <Section title="Downloads">
        <div style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 560 }}>
          {files.map((f, i) => {
            const v = progress[i] ?? 0;
            return (
              <div key={f}>
                <div style={{ marginBottom: 4 }}>{f}</div>
                <IgrLinearProgress value={v} variant={v >= 100 ? "success" : "primary"} animationDuration={200} />
              </div>
            );
          })}
          <div>
            <div style={{ marginBottom: 4 }}>
              <b>Total</b>
            </div>
            <IgrLinearProgress value={total} labelFormat={done ? "All done" : "{0}%"} striped={!done} variant="info" animationDuration={200} />
          </div>
        </div>
      </Section>
    </Page>
  );
}
