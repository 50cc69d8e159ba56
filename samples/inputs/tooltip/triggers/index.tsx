import { useState } from "react";
import { IgrButton, IgrInput, IgrTooltip } from "igniteui-react";
import { EventLog, Page, Row, Section } from "../../_shared/page";

const cases = [
  { id: "tooltip-triggers-hover", label: "Hover me", show: "pointerenter", hide: "pointerleave", text: "Shown on pointerenter, hidden on pointerleave" },
  { id: "tooltip-triggers-click", label: "Click me", show: "click", hide: "click", text: "Toggled by click (click again or elsewhere to hide)" },
  { id: "tooltip-triggers-dbl", label: "Double-click me", show: "dblclick", hide: "pointerleave", text: "Shown on dblclick, hidden when the pointer leaves" },
  { id: "tooltip-triggers-key", label: "Focus me, press a key", show: "keydown", hide: "focusout", text: "Shown on keydown, hidden on focusout" },
];

export default function TooltipTriggersSample() {
  const [log, setLog] = useState<string[]>([]);
  const note = (t: string) => setLog((l) => [t, ...l].slice(0, 12));

  return (
    <Page>
      <Section title="showTriggers and hideTriggers: comma-separated DOM event names">
        <Row style={{ paddingTop: 48 }}>
          {cases.map((c) => (
            <span key={c.id}>
              <IgrButton id={c.id} variant="outlined">
                {c.label}
              </IgrButton>
              <IgrTooltip
                anchor={c.id}
                showTriggers={c.show}
                hideTriggers={c.hide}
                showDelay={0}
                hideDelay={0}
                onOpened={() => note(`${c.label}: opened (${c.show})`)}
                onClosed={() => note(`${c.label}: closed (${c.hide})`)}
              >
                {c.text}
              </IgrTooltip>
            </span>
          ))}
        </Row>
        <Row>
          <IgrInput id="tooltip-triggers-input" label="Focus this field" style={{ width: 260 }} />
          <IgrTooltip anchor="tooltip-triggers-input" showTriggers="focusin" hideTriggers="focusout" placement="right" showDelay={0} onOpened={() => note("Field: opened (focusin)")} onClosed={() => note("Field: closed (focusout)")}>
            Shown while the field has focus
          </IgrTooltip>
        </Row>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
