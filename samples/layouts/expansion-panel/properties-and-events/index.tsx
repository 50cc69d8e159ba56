import { useState, type CSSProperties } from "react";
import { IgrExpansionPanel, type ExpansionPanelIndicatorPosition } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box" };
const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

export default function ExpansionPanelPropertiesAndEventsSample() {
  const [open, setOpen] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [position, setPosition] = useState<ExpansionPanelIndicatorPosition>("start");
  const [lockOpen, setLockOpen] = useState(false);
  const [log, setLog] = useState<string[]>([]);

  const add = (line: string) => setLog((l) => [`${clock.format(new Date())}  ${line}`, ...l].slice(0, 30));

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="open" checked={open} onChange={setOpen} />
        <SwitchControl label="disabled" checked={disabled} onChange={setDisabled} />
        <ToggleGroup label="indicatorPosition" value={position} options={["start", "end", "none"] as const} onChange={setPosition} />
        <SwitchControl label="Cancel closing (preventDefault)" checked={lockOpen} onChange={setLockOpen} />
      </ControlBar>

      <div style={{ display: "flex", gap: 16, flex: 1, minHeight: 260, flexWrap: "wrap" }}>
        <IgrExpansionPanel
          open={open}
          disabled={disabled}
          indicatorPosition={position}
          style={{ flex: "1 1 380px", alignSelf: "flex-start", border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}
          onOpening={() => add("igcOpening")}
          onOpened={() => {
            add("igcOpened");
            setOpen(true);
          }}
          onClosing={(e) => {
            if (lockOpen) {
              // The closing events can be cancelled: the panel stays open.
              e.preventDefault();
              add("igcClosing — cancelled");
            } else {
              add("igcClosing");
            }
          }}
          onClosed={() => {
            add("igcClosed");
            setOpen(false);
          }}
        >
          <span slot="title">Shipping details</span>
          <span slot="subtitle">Order #10482 · 3 items</span>
          <p style={{ margin: 0, lineHeight: 1.6 }}>
            Ships from the Rotterdam warehouse by express courier. Estimated delivery on Thursday between 9:00 and 13:00.
            A signature is required on delivery.
          </p>
        </IgrExpansionPanel>

        <div style={{ flex: "1 1 260px", display: "flex", flexDirection: "column", border: "1px solid var(--ig-gray-300)", borderRadius: 8, minHeight: 200 }}>
          <div style={{ padding: "8px 12px", fontWeight: 600, borderBottom: "1px solid var(--ig-gray-300)" }}>Events</div>
          <div aria-live="polite" style={{ flex: 1, overflow: "auto", padding: "8px 12px", fontFamily: "monospace", fontSize: 13, lineHeight: 1.6 }}>
            {log.length === 0 ? <span style={{ opacity: 0.75 }}>Click the panel header to see its events.</span> : log.map((l, i) => <div key={i}>{l}</div>)}
          </div>
        </div>
      </div>
    </div>
  );
}
