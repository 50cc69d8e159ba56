import { useState, type CSSProperties } from "react";
import { IgrDockManager, type IgrDockManagerLayout } from "igniteui-react-dockmanager";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 8, padding: 16, boxSizing: "border-box" };
const frame: CSSProperties = { border: "none", width: "100%", height: "100%", display: "block" };

// Small self-contained pages for the frames: srcdoc keeps them local, nothing is loaded from another host.
const pages = {
  tasks: `<body style="margin:0;padding:12px;font:15px sans-serif;background:#0f172a;color:#e2e8f0">
    <p style="margin:0 0 8px;font-weight:600;color:#7dd3fc">Today</p>
    ${["Review the layout", "Move a pane", "Float a pane", "Dock it back"].map((task) => `<label style="display:block;padding:4px 0"><input type="checkbox"> ${task}</label>`).join("")}</body>`,
  notes: `<body style="margin:0;font:14px sans-serif;background:#fffbeb"><textarea style="box-sizing:border-box;width:100%;height:100vh;border:none;padding:12px;background:transparent;font:inherit">Notes typed here stay inside this frame, as do the ticks of the task list.\n\nDrag the pane around: the frame keeps its content.</textarea></body>`,
  counter: `<body style="margin:0;display:grid;place-items:center;height:100vh;font:16px sans-serif;background:#f0fdf4">
    <div style="text-align:center"><div id="n" style="font:700 48px sans-serif;color:#166534">0</div><button onclick="n.textContent=+n.textContent+1" style="font-size:16px;padding:6px 16px">Count</button></div></body>`,
  chart: `<body style="margin:0;background:#fff"><svg viewBox="0 0 120 60" width="100%" height="100%" preserveAspectRatio="none">
    ${[12, 30, 22, 45, 38, 52, 28, 40].map((v, i) => `<rect x="${i * 15 + 2}" y="${60 - v}" width="11" height="${v}" fill="#6366f1"/>`).join("")}</svg></body>`,
};

function makeLayout(): IgrDockManagerLayout {
  return {
    rootPane: {
      type: "splitPane",
      orientation: "horizontal",
      panes: [
        {
          type: "splitPane",
          orientation: "vertical",
          panes: [
            { type: "contentPane", contentId: "tasks", header: "Tasks (frame)" },
            { type: "contentPane", contentId: "counter", header: "Counter (frame)" },
          ],
        },
        {
          type: "tabGroupPane",
          panes: [
            { type: "contentPane", contentId: "notes", header: "Notes (frame)" },
            { type: "contentPane", contentId: "chart", header: "Chart (frame)" },
          ],
        },
      ],
    },
  };
}

export default function DockManagerEmbeddingFramesSample() {
  const [layout] = useState(makeLayout);

  return (
    <div style={page}>
      <StatusLine>Each pane hosts an iframe with its own little page. Drag, dock, float and resize the panes: the frames keep their state.</StatusLine>
      <IgrDockManager layout={layout} style={{ flex: 1, minHeight: 400 }}>
        {(Object.keys(pages) as (keyof typeof pages)[]).map((key) => (
          <div key={key} slot={key} style={{ height: "100%" }}>
            <iframe title={key} srcDoc={pages[key]} sandbox="allow-scripts" style={frame} />
          </div>
        ))}
      </IgrDockManager>
    </div>
  );
}
