import { useRef, useState, type CSSProperties } from "react";
import { IgrBadge, IgrButton, IgrIconButton, IgrTab, IgrTabs } from "igniteui-react";
import { ControlBar } from "../../../_shared/controls";

interface Doc {
  id: number;
  name: string;
  icon: string;
  unsaved: boolean;
}

const initial: Doc[] = [
  { id: 1, name: "Budget 2026", icon: "table_chart", unsaved: true },
  { id: 2, name: "Team offsite", icon: "description", unsaved: false },
  { id: 3, name: "Launch slides", icon: "slideshow", unsaved: true },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// Document tabs: a file-type icon in the prefix slot, an unsaved badge and a close button in the suffix slot.
export default function TabsPrefixSuffixSample() {
  const [docs, setDocs] = useState<Doc[]>(initial);
  const nextId = useRef(4);

  const close = (id: number) => setDocs((list) => list.filter((d) => d.id !== id));
  const open = () => {
    const id = nextId.current++;
    setDocs((list) => [...list, { id, name: `Untitled ${id}`, icon: "note", unsaved: false }]);
  };

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton onClick={open}>New document</IgrButton>
        <IgrButton variant="outlined" onClick={() => setDocs(initial)}>
          Reset tabs
        </IgrButton>
      </ControlBar>
      <IgrTabs style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, flex: 1, minHeight: 260 }}>
        {docs.map((d, i) => (
          <IgrTab key={d.id} selected={i === 0}>
            <span slot="prefix" className="material-icons" style={{ fontSize: 18 }}>
              {d.icon}
            </span>
            <span slot="label">{d.name}</span>
            {d.unsaved && (
              <IgrBadge slot="suffix" variant="warning" shape="rounded">
                •
              </IgrBadge>
            )}
            <IgrIconButton
              slot="suffix"
              variant="flat"
              aria-label={`Close ${d.name}`}
              style={{ "--ig-size": "var(--ig-size-small)" } as CSSProperties}
              onClick={(e) => {
                // Closing must not also select the tab.
                e.stopPropagation();
                close(d.id);
              }}
            >
              <span className="material-icons" style={{ fontSize: 16 }}>
                close
              </span>
            </IgrIconButton>
            <div style={{ padding: 16 }}>
              <h3 style={{ marginTop: 0 }}>{d.name}</h3>
              <p style={{ margin: 0 }}>{d.unsaved ? "This document has unsaved changes." : "All changes saved."}</p>
            </div>
          </IgrTab>
        ))}
      </IgrTabs>
      {docs.length === 0 && <p style={{ margin: 0 }}>All documents are closed. Press New document.</p>}
    </div>
  );
}
