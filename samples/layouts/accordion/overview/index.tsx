import { useRef, useState, type CSSProperties } from "react";
import { IgrAccordion, IgrButton, IgrExpansionPanel } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";
import { faqs } from "./faq";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function AccordionOverviewSample() {
  const accordion = useRef<IgrAccordion>(null);
  const [singleExpand, setSingleExpand] = useState(false);
  const [open, setOpen] = useState<string[]>([faqs[0]!.question]);

  const track = (question: string, isOpen: boolean) =>
    setOpen((list) => (isOpen ? [...list.filter((q) => q !== question), question] : list.filter((q) => q !== question)));

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="One panel at a time" checked={singleExpand} onChange={setSingleExpand} />
        {/* showAll() opens every panel, so it is only offered when several may be open. */}
        <IgrButton variant="outlined" disabled={singleExpand} onClick={() => void accordion.current?.showAll()}>
          Expand all
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => void accordion.current?.hideAll()}>
          Collapse all
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Open: <b>{open.length}</b> of {faqs.length}
      </StatusLine>

      <IgrAccordion
        ref={accordion}
        singleExpand={singleExpand}
        style={{ maxWidth: 760 }}
        onOpened={(e) => track(e.detail.querySelector("[slot=title]")?.textContent ?? "", true)}
        onClosed={(e) => track(e.detail.querySelector("[slot=title]")?.textContent ?? "", false)}
      >
        {faqs.map((f, i) => (
          <IgrExpansionPanel key={f.question} open={i === 0}>
            <h3 slot="title" style={{ margin: 0, fontSize: "1rem" }}>
              {f.question}
            </h3>
            <span slot="subtitle">{f.topic}</span>
            <p style={{ margin: 0 }}>{f.answer}</p>
          </IgrExpansionPanel>
        ))}
      </IgrAccordion>
    </div>
  );
}
