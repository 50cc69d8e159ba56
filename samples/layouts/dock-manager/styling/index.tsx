import { useState, type CSSProperties } from "react";
import { IgrDockManager, type IgrDockManagerLayout } from "igniteui-react-dockmanager";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", padding: 16, boxSizing: "border-box" };

function makeLayout(): IgrDockManagerLayout {
  return {
    rootPane: {
      type: "splitPane",
      orientation: "horizontal",
      panes: [
        { type: "contentPane", contentId: "channels", header: "Channels", size: 220 },
        {
          type: "tabGroupPane",
          size: 520,
          panes: [
            { type: "contentPane", contentId: "general", header: "# general" },
            { type: "contentPane", contentId: "design", header: "# design" },
          ],
        },
        {
          type: "splitPane",
          orientation: "vertical",
          size: 240,
          panes: [
            { type: "contentPane", contentId: "members", header: "Members" },
            { type: "contentPane", contentId: "files", header: "Files", isPinned: false },
          ],
        },
      ],
    },
  };
}

export default function DockManagerStylingSample() {
  const [layout] = useState(makeLayout);

  return (
    <div style={page}>
      <IgrDockManager className="styling-dock" layout={layout} style={{ flex: 1, minHeight: 400 }}>
        <div slot="channels" className="styling-dock-pane">
          # general
          <br /># design
          <br /># releases
        </div>
        <div slot="general" className="styling-dock-pane">
          <b>Maya</b>: The release notes are up.
          <br />
          <b>Leo</b>: Great, thanks!
        </div>
        <div slot="design" className="styling-dock-pane">
          <b>Ana</b>: New icons are in the shared folder.
        </div>
        <div slot="members" className="styling-dock-pane">
          Maya · Leo · Ana · Sam
        </div>
        <div slot="files" className="styling-dock-pane">
          icons.zip · notes.md
        </div>
      </IgrDockManager>
    </div>
  );
}
