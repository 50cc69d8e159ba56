import { useState } from "react";
import { IgrIconButton } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { ICONS } from "../../_shared/icons";
import { Page, Row, Section } from "../../_shared/page";

const variants = ["contained", "outlined", "flat"] as const;

export default function IconButtonVariantSample() {
  const [playing, setPlaying] = useState(false);
  const [liked, setLiked] = useState(false);
  const [disabled, setDisabled] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      {variants.map((v) => (
        <Section key={v} title={v}>
          {/* name + collection pick a registered icon; aria-label names the button. */}
          <Row>
            <IgrIconButton variant={v} name="previous" collection={ICONS} aria-label="Previous track" disabled={disabled} />
            <IgrIconButton
              variant={v}
              name={playing ? "pause" : "play"}
              collection={ICONS}
              aria-label={playing ? "Pause" : "Play"}
              disabled={disabled}
              onClick={() => setPlaying((p) => !p)}
            />
            <IgrIconButton variant={v} name="next" collection={ICONS} aria-label="Next track" disabled={disabled} />
            <IgrIconButton variant={v} name="favorite" collection={ICONS} aria-label="Like" disabled={disabled} onClick={() => setLiked((l) => !l)} style={{ color: liked ? "#e91e63" : undefined }} />
            <IgrIconButton variant={v} name="share" collection={ICONS} aria-label="Share" disabled={disabled} />
          </Row>
        </Section>
      ))}
      <div>
        {playing ? "Playing" : "Paused"} · {liked ? "Liked" : "Not liked"}
      </div>
    </Page>
  );
}
