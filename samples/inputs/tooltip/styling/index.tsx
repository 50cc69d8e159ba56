import { IgrButton, IgrTooltip } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";
import "./tooltip-styling.css";

export default function TooltipStylingSample() {
  return (
    <Page>
      <Section title="Default, indigo and warning tooltips (shown open)">
        <Row style={{ gap: 120, padding: "56px 48px 0" }}>
          <span>
            <IgrButton id="tooltip-styling-default" variant="outlined">
              Default
            </IgrButton>
            <IgrTooltip anchor="tooltip-styling-default" open sticky withArrow placement="top">
              Theme tooltip
            </IgrTooltip>
          </span>
          <span>
            <IgrButton id="tooltip-styling-custom" variant="outlined">
              Indigo
            </IgrButton>
            <IgrTooltip className="tooltip-styling-custom" anchor="tooltip-styling-custom" open sticky withArrow placement="top">
              Rounded indigo tooltip
            </IgrTooltip>
          </span>
          <span>
            <IgrButton id="tooltip-styling-warning" variant="outlined">
              Warning
            </IgrButton>
            <IgrTooltip className="tooltip-styling-warning" anchor="tooltip-styling-warning" open sticky withArrow placement="top">
              Unsaved changes
            </IgrTooltip>
          </span>
        </Row>
      </Section>
    </Page>
  );
}
