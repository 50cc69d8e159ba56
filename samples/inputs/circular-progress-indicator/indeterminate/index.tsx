import { useState } from "react";
import { IgrButton, IgrCircularProgress } from "igniteui-react";
import { ControlBar, SliderControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

export default function CircularProgressIndeterminateSample() {
  const [loading, setLoading] = useState(true);
  const [duration, setDuration] = useState(2000);

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Animation duration" value={duration} min={500} max={5000} step={250} format={(v) => `${v} ms`} onChange={setDuration} />
      </ControlBar>
      <Section title="Unknown duration: indeterminate spinner">
        <Row>
          {/* Indeterminate progress spins without a value or a label. */}
          <IgrCircularProgress indeterminate={loading} value={loading ? 0 : 100} animationDuration={duration} />
          <span>{loading ? "Loading your playlists..." : "Playlists loaded."}</span>
          <IgrButton variant="outlined" onClick={() => setLoading((l) => !l)}>
            {loading ? "Finish" : "Reload"}
          </IgrButton>
        </Row>
      </Section>
      <Section title="Every variant">
        <Row style={{ gap: 32 }}>
          {(["primary", "info", "success", "warning", "danger"] as const).map((v) => (
            <IgrCircularProgress key={v} indeterminate variant={v} animationDuration={duration} />
          ))}
        </Row>
      </Section>
    </Page>
  );
}
