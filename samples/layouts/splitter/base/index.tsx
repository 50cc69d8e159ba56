import { useState, type CSSProperties } from "react";
import { IgrSplitter, type SplitterOrientation } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
const pane: CSSProperties = { height: "100%", padding: 16, boxSizing: "border-box", overflow: "auto" };

const mails = [
  { from: "Maya Chen", subject: "Quarterly numbers", text: "Hi! The quarterly numbers are in the shared folder. Revenue is up 12% on last year." },
  { from: "Leo Fischer", subject: "Lunch on Friday?", text: "There is a new ramen place around the corner. Friday at 12:30?" },
  { from: "IT Service Desk", subject: "Password expires soon", text: "Your password expires in 5 days. Change it from the account page." },
];

export default function SplitterBaseSample() {
  const [orientation, setOrientation] = useState<SplitterOrientation>("horizontal");
  const [resize, setResize] = useState(true);
  const [collapse, setCollapse] = useState(true);
  const [handle, setHandle] = useState(true);
  const [selected, setSelected] = useState(0);
  const [sizes, setSizes] = useState("");

  const mail = mails[selected]!;

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Orientation" value={orientation} options={["horizontal", "vertical"] as const} onChange={setOrientation} />
        <SwitchControl label="Resizable" checked={resize} onChange={setResize} />
        <SwitchControl label="Collapsible" checked={collapse} onChange={setCollapse} />
        <SwitchControl label="Drag handle" checked={handle} onChange={setHandle} />
      </ControlBar>
      <StatusLine>{sizes || "Drag the bar, or focus it and use the arrow keys, to resize the panes."}</StatusLine>
      <IgrSplitter
        orientation={orientation}
        disableResize={!resize}
        disableCollapse={!collapse}
        hideCollapseButtons={!collapse}
        hideDragHandle={!handle}
        startSize="35%"
        startMinSize="160px"
        endMinSize="200px"
        style={{ flex: 1, minHeight: 300, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}
        onResizing={(e) => setSizes(`Start pane ${Math.round(e.detail.startPanelSize)} px · end pane ${Math.round(e.detail.endPanelSize)} px`)}
      >
        <div slot="start" style={pane}>
          <h3 style={{ marginTop: 0 }}>Inbox</h3>
          {mails.map((m, i) => (
            <div
              key={m.subject}
              onClick={() => setSelected(i)}
              style={{ padding: "8px 10px", borderRadius: 6, cursor: "pointer", background: i === selected ? "rgb(11 107 203 / 12%)" : undefined }}
            >
              <div style={{ fontWeight: 600 }}>{m.from}</div>
              <div style={{ fontSize: 13, opacity: 0.8 }}>{m.subject}</div>
            </div>
          ))}
        </div>
        <div slot="end" style={pane}>
          <h3 style={{ marginTop: 0 }}>{mail.subject}</h3>
          <div style={{ fontSize: 13, opacity: 0.7, marginBottom: 12 }}>From {mail.from}</div>
          <p>{mail.text}</p>
        </div>
      </IgrSplitter>
    </div>
  );
}
