import { useState, type CSSProperties } from "react";
import { IgrDockManager, type IgrDockManagerLayout } from "igniteui-react-dockmanager";
import { ControlBar, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
const content: CSSProperties = { padding: 12, lineHeight: 1.6 };

function makeLayout(): IgrDockManagerLayout {
  return {
    rootPane: {
      type: "splitPane",
      orientation: "horizontal",
      panes: [
        { type: "contentPane", contentId: "inbox", header: "Inbox", size: 250 },
        {
          type: "tabGroupPane",
          size: 500,
          panes: [
            { type: "contentPane", contentId: "message", header: "Quarterly numbers" },
            { type: "contentPane", contentId: "draft", header: "Draft: Lunch?" },
            { type: "contentPane", contentId: "draft2", header: "Draft: Offsite agenda" },
          ],
        },
        { type: "contentPane", contentId: "calendar", header: "Calendar", size: 220, isPinned: false },
      ],
    },
  };
}

// Each header button can be replaced by an element in the matching slot of the dock manager.
// The dock manager copies these elements into its headers, so they are self-contained SVGs (no icon font class).
const paths: Record<string, string> = {
  close: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z",
  maximize: "M21 11V3h-8l3.3 3.3-10 10L3 13v8h8l-3.3-3.3 10-10z",
  minimize: "M22 3.4 20.6 2 15 7.6V4h-2v7h7V9h-3.6zM4 13v2h3.6L2 20.6 3.4 22 9 16.4V20h2v-7z",
  pin: "M16 9V4h1V2H7v2h1v5c0 1.7-1.3 3-3 3v2h6v7l1 1 1-1v-7h6v-2c-1.7 0-3-1.3-3-3z",
  unpin: "M11.6 3 10 4.6 13.4 8H3v2h10.4L10 13.4l1.6 1.6 6-6zM19 3h2v18h-2z",
  more: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 13-5-5h10z",
  options: "M6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z",
};

const button = (slot: string, icon: string, color: string) => (
  <svg key={slot} slot={slot} viewBox="0 0 24 24" width="18" height="18" style={{ cursor: "pointer" }} aria-hidden="true">
    <path d={paths[icon]} fill={color} />
  </svg>
);

export default function DockManagerCustomizeButtonsSample() {
  const [layout] = useState(makeLayout);
  const [custom, setCustom] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Custom header buttons" checked={custom} onChange={setCustom} />
      </ControlBar>
      {/* A new dock manager when the switch changes: button slots are read when the headers render. */}
      <IgrDockManager key={String(custom)} layout={layout} style={{ flex: 1, minHeight: 360 }}>
        {custom && [
          button("closeButton", "close", "#dc2626"),
          button("maximizeButton", "maximize", "#2563eb"),
          button("minimizeButton", "minimize", "#2563eb"),
          button("pinButton", "pin", "#16a34a"),
          button("unpinButton", "unpin", "#16a34a"),
          button("moreTabsButton", "more", "#7c3aed"),
          button("moreOptionsButton", "options", "#7c3aed"),
        ]}
        <div slot="inbox" style={content}>
          Maya Chen — Quarterly numbers
          <br />
          Leo Fischer — Lunch on Friday?
        </div>
        <div slot="message" style={content}>
          Hi! The quarterly numbers are in the shared folder. Revenue is up 12%.
        </div>
        <div slot="draft" style={content}>
          There is a new ramen place around the corner. Friday at 12:30?
        </div>
        <div slot="draft2" style={content}>
          Day 1: strategy. Day 2: hiking and dinner.
        </div>
        <div slot="calendar" style={content}>
          Today: 10:00 standup, 14:00 design review.
        </div>
      </IgrDockManager>
    </div>
  );
}
