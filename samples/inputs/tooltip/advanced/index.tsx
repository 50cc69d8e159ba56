import { useRef, useState } from "react";
import { SwitchControl } from "../../../_shared/controls";
import { IgrButton, IgrIconButton, IgrTooltip } from "igniteui-react";
import { ICONS } from "../../_shared/icons";
import { EventLog, Icon, Page, Row, Section } from "../../_shared/page";

const seats = ["A1", "A2", "A3", "B1", "B2", "B3"];

export default function TooltipAdvancedSample() {
  const shared = useRef<IgrTooltip>(null);
  const [hovered, setHovered] = useState("A1");
  const [allowOpen, setAllowOpen] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const note = (t: string) => setLog((l) => [t, ...l].slice(0, 12));

  return (
    <Page>
      <Section title="Sticky tooltip: stays open until closed with its button or Escape">
        <Row style={{ paddingTop: 8 }}>
          <IgrIconButton id="tooltip-advanced-help" variant="outlined" name="search" collection={ICONS} aria-label="Search help" />
          <IgrTooltip anchor="tooltip-advanced-help" sticky placement="right" withArrow open onClosed={() => note("sticky tooltip closed")}>
            <div style={{ maxWidth: 240 }}>
              Search by title, author or ISBN. Use quotes for an exact phrase, e.g. <i>&quot;the old man&quot;</i>.
            </div>
          </IgrTooltip>
        </Row>
      </Section>
      <Section title="One tooltip for many targets: show(target) from code">
        <Row style={{ gap: 8 }}>
          {seats.map((s) => (
            <div
              key={s}
              style={{ width: 56, height: 40, display: "grid", placeItems: "center", borderRadius: 6, border: "1px solid rgba(128,128,128,0.5)", cursor: "default" }}
              onPointerEnter={(e) => {
                setHovered(s);
                void shared.current?.show(e.currentTarget);
              }}
              onPointerLeave={() => void shared.current?.hide()}
            >
              <Icon name="event_seat" />
            </div>
          ))}
        </Row>
        <IgrTooltip ref={shared} showTriggers="" hideTriggers="" placement="top" withArrow>
          Seat {hovered} · {hovered.startsWith("A") ? "front row, €45" : "second row, €38"}
        </IgrTooltip>
      </Section>
      <Section title="Cancelable opening: igcOpening can keep the tooltip closed">
        <Row>
          <SwitchControl label="Allow the tooltip to open" checked={allowOpen} onChange={setAllowOpen} />
          <IgrButton id="tooltip-advanced-cancel" variant="outlined">
            Hover me
          </IgrButton>
          <IgrTooltip
            anchor="tooltip-advanced-cancel"
            placement="right"
            showDelay={0}
            onOpening={(e) => {
              // igcOpening can be canceled to keep the tooltip closed.
              if (!allowOpen) e.preventDefault();
              note(`igcOpening ${allowOpen ? "allowed" : "canceled with preventDefault()"}`);
            }}
          >
            Opening was allowed
          </IgrTooltip>
        </Row>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
