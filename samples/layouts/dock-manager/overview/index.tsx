import { useState, type CSSProperties } from "react";
import { IgrDockManager, type IgrDockManagerLayout } from "igniteui-react-dockmanager";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 8, padding: 16, boxSizing: "border-box" };
const content: CSSProperties = { padding: 12, fontSize: 14, lineHeight: 1.6, height: "100%", boxSizing: "border-box", overflow: "auto" };

// An editor workspace: each content pane names the child element (by slot) that it shows.
// A fresh object per mount: the dock manager changes the layout as the user rearranges panes.
function makeLayout(): IgrDockManagerLayout {
  return {
    rootPane: {
      type: "splitPane",
      orientation: "horizontal",
      panes: [
        {
          type: "splitPane",
          orientation: "vertical",
          size: 220,
          panes: [
            { type: "contentPane", contentId: "explorer", header: "Explorer" },
            { type: "contentPane", contentId: "outline", header: "Outline", isPinned: false },
          ],
        },
        {
          type: "splitPane",
          orientation: "vertical",
          size: 600,
          panes: [
            {
              type: "documentHost",
              size: 300,
              rootPane: {
                type: "splitPane",
                orientation: "horizontal",
                panes: [
                  {
                    type: "tabGroupPane",
                    panes: [
                      { type: "contentPane", contentId: "app", header: "app.tsx", documentOnly: true },
                      { type: "contentPane", contentId: "styles", header: "styles.css", documentOnly: true },
                    ],
                  },
                ],
              },
            },
            { type: "contentPane", contentId: "terminal", header: "Terminal", size: 120 },
          ],
        },
        { type: "contentPane", contentId: "properties", header: "Properties", size: 220 },
      ],
    },
    floatingPanes: [
      {
        type: "splitPane",
        orientation: "horizontal",
        floatingLocation: { x: 620, y: 360 },
        floatingWidth: 260,
        floatingHeight: 140,
        panes: [{ type: "contentPane", contentId: "search", header: "Search" }],
      },
    ],
  };
}

function FileRow({ icon, name, indent = false }: { icon: string; name: string; indent?: boolean }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 6, paddingLeft: indent ? 18 : 0 }}>
      <span className="material-icons" style={{ fontSize: 18, opacity: 0.7 }}>
        {icon}
      </span>
      {name}
    </div>
  );
}

export default function DockManagerOverviewSample() {
  const [layout] = useState(makeLayout);
  const [active, setActive] = useState("none");

  return (
    <div style={page}>
      <StatusLine>
        Drag a pane by its header to dock it elsewhere, pin or unpin it, or float it. Active pane: <b>{active}</b>
      </StatusLine>
      <IgrDockManager layout={layout} style={{ flex: 1, minHeight: 420 }} onActivePaneChanged={(e) => setActive(e.detail.newPane?.header ?? "none")}>
        <div slot="explorer" style={content}>
          <FileRow icon="folder" name="src" />
          <FileRow icon="description" name="app.tsx" indent />
          <FileRow icon="description" name="styles.css" indent />
          <FileRow icon="description" name="package.json" />
        </div>
        <div slot="outline" style={content}>
          App · useState · return
        </div>
        {/* The code panes scroll, so Tab must reach them for the keyboard to scroll them. */}
        <pre slot="app" tabIndex={0} style={{ ...content, margin: 0 }}>
          {`export function App() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}`}
        </pre>
        <pre slot="styles" tabIndex={0} style={{ ...content, margin: 0 }}>
          {`button {\n  padding: 8px 16px;\n  border-radius: 6px;\n}`}
        </pre>
        <div slot="terminal" style={{ ...content, fontFamily: "monospace", background: "#1e1e1e", color: "#d4d4d4" }}>
          $ npm run build
          <br />✓ built in 1.4 s
        </div>
        <div slot="properties" style={content}>
          <div>
            <b>File</b>: app.tsx
          </div>
          <div>
            <b>Size</b>: 2.1 KB
          </div>
          <div>
            <b>Modified</b>: today
          </div>
        </div>
        <div slot="search" style={content}>
          3 results for “useState”
        </div>
      </IgrDockManager>
    </div>
  );
}
