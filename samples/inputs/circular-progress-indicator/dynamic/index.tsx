import { useEffect, useState } from "react";
import { IgrButton, IgrCircularProgress } from "igniteui-react";
import { ControlBar, SliderControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

export default function CircularProgressDynamicSample() {
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(true);
  const [speed, setSpeed] = useState(4);

  // Advance the upload while running; the interval is cleared on pause and unmount.
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setValue((v) => (v >= 100 ? 0 : Math.min(100, v + speed))), 300);
    return () => clearInterval(id);
  }, [running, speed]);

  const variant = value >= 100 ? "success" : value > 66 ? "info" : "primary";

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Speed" value={speed} min={1} max={20} format={(v) => `${v}% per tick`} onChange={setSpeed} />
      </ControlBar>
      <Section title="Uploading holiday-photos.zip">
        <Row style={{ gap: 32 }}>
          <IgrCircularProgress value={value} variant={variant} animationDuration={250} style={{ "--ig-circular-bar-diameter": "6rem" } as React.CSSProperties} />
          <div style={{ display: "flex", flexDirection: "column", gap: 8 }}>
            <Row>
              <IgrButton onClick={() => setRunning((r) => !r)}>{running ? "Pause" : "Resume"}</IgrButton>
              <IgrButton variant="outlined" onClick={() => setValue((v) => Math.max(0, v - 10))}>
                −10
              </IgrButton>
              <IgrButton variant="outlined" onClick={() => setValue((v) => Math.min(100, v + 10))}>
                +10
              </IgrButton>
              <IgrButton variant="flat" onClick={() => setValue(0)}>
                Reset
              </IgrButton>
            </Row>
            <span>{value >= 100 ? "Upload complete" : `${Math.round(value)}% uploaded`}</span>
          </div>
        </Row>
      </Section>
    </Page>
  );
}
