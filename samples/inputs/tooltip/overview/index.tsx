import { useState } from "react";
import { IgrIconButton, IgrInput, IgrTooltip } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";
import { ICONS } from "../../_shared/icons";
import { Page, Row, Section } from "../../_shared/page";

const tools = [
  { id: "tooltip-overview-edit", icon: "edit", text: "Edit the document" },
  { id: "tooltip-overview-share", icon: "share", text: "Share with your team" },
  { id: "tooltip-overview-star", icon: "star", text: "Add to favourites" },
  { id: "tooltip-overview-delete", icon: "delete", text: "Move to trash" },
];

export default function TooltipOverviewSample() {
  const [withArrow, setWithArrow] = useState(true);
  const [showDelay, setShowDelay] = useState(200);
  const [hideDelay, setHideDelay] = useState(300);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="With arrow" checked={withArrow} onChange={setWithArrow} />
        <SliderControl label="Show delay" value={showDelay} min={0} max={1500} step={100} format={(v) => `${v} ms`} onChange={setShowDelay} />
        <SliderControl label="Hide delay" value={hideDelay} min={0} max={1500} step={100} format={(v) => `${v} ms`} onChange={setHideDelay} />
      </ControlBar>
      <Section title="Hover or focus a tool">
        <Row style={{ paddingTop: 40 }}>
          {tools.map((t, i) => (
            <span key={t.id}>
              <IgrIconButton id={t.id} variant="outlined" name={t.icon} collection={ICONS} aria-label={t.text} />
              {/* anchor: the id of the element the tooltip describes; message is its plain text. */}
              <IgrTooltip anchor={t.id} message={t.text} withArrow={withArrow} showDelay={showDelay} hideDelay={hideDelay} open={i === 0} />
            </span>
          ))}
        </Row>
      </Section>
      <Section title="On a form field">
        <IgrInput id="tooltip-overview-iban" label="IBAN" placeholder="DE89 3704 0044 0532 0130 00" style={{ maxWidth: 360 }} />
        <IgrTooltip anchor="tooltip-overview-iban" placement="right" withArrow={withArrow} showDelay={showDelay} hideDelay={hideDelay}>
          Your International Bank Account Number, printed on your bank card or statement.
        </IgrTooltip>
      </Section>
    </Page>
  );
}
