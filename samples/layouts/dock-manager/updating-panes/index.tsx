import { useMemo, useRef, useState, type CSSProperties } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDockManager, type IgrContentPane, type IgrDockManagerLayout, type IgrSplitPane } from "igniteui-react-dockmanager";
import { ControlBar, StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
const content: CSSProperties = { padding: 12, lineHeight: 1.6 };

interface Note {
  id: string;
  title: string;
}

function notePane(note: Note): IgrContentPane {
  return { type: "contentPane", contentId: note.id, header: note.title };
}

function buildLayout(notes: Note[], sidebarPinned: boolean, vertical: boolean): IgrDockManagerLayout {
  const notesPane: IgrSplitPane = { type: "splitPane", orientation: vertical ? "vertical" : "horizontal", panes: notes.map(notePane), allowEmpty: true };
  return {
    rootPane: {
      type: "splitPane",
      orientation: "horizontal",
      panes: [{ type: "contentPane", contentId: "sidebar", header: "Notebook", size: 200, isPinned: sidebarPinned }, { ...notesPane, size: 600 }],
    },
  };
}

// The layout is data: changing it and assigning a new object updates the panes.
export default function DockManagerUpdatingPanesSample() {
  const [notes, setNotes] = useState<Note[]>([
    { id: "note-1", title: "Groceries" },
    { id: "note-2", title: "Ideas" },
  ]);
  const [pinned, setPinned] = useState(true);
  const [vertical, setVertical] = useState(false);
  const [changes, setChanges] = useState(0);
  const nextId = useRef(3);

  // A new layout object only when the data changes: the dock manager re-renders from it
  // (and reports layoutChange, so a new object on every render would loop).
  const layout = useMemo(() => buildLayout(notes, pinned, vertical), [notes, pinned, vertical]);

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton
          onClick={() => {
            const id = nextId.current++;
            setNotes((n) => [...n, { id: `note-${id}`, title: `Note ${id}` }]);
          }}
        >
          Add a pane
        </IgrButton>
        <IgrButton variant="outlined" disabled={notes.length === 0} onClick={() => setNotes((n) => n.slice(0, -1))}>
          Remove the last pane
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setPinned((p) => !p)}>
          {pinned ? "Unpin" : "Pin"} the notebook
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setVertical((v) => !v)}>
          Stack notes {vertical ? "side by side" : "vertically"}
        </IgrButton>
      </ControlBar>
      <StatusLine>
        {notes.length} note pane(s) · layoutChange fired {changes} time(s)
      </StatusLine>
      <IgrDockManager
        layout={layout}
        style={{ flex: 1, minHeight: 360 }}
        onLayoutChange={() => setChanges((n) => n + 1)}
        onPaneClose={(e) => {
          // Keep the data in step when the user closes a note with its × button.
          const closed = new Set(e.detail.panes.map((p) => p.contentId));
          setNotes((n) => n.filter((note) => !closed.has(note.id)));
        }}
      >
        <div slot="sidebar" style={content}>
          {notes.map((n) => (
            <div key={n.id}>• {n.title}</div>
          ))}
        </div>
        {notes.map((n) => (
          <div key={n.id} slot={n.id} style={content}>
            <b>{n.title}</b>
            <p>Created as pane “{n.id}”. Drag it, close it, or add more from the buttons above.</p>
          </div>
        ))}
      </IgrDockManager>
    </div>
  );
}
