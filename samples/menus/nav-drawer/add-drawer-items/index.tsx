import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrInput, IgrNavDrawer, IgrNavDrawerHeaderItem, IgrNavDrawerItem } from "igniteui-react";
import { ControlBar } from "../../../_shared/controls";

interface Folder {
  id: number;
  name: string;
}

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

// Items added to and removed from the drawer at run time: React renders one IgrNavDrawerItem per folder.
export default function NavDrawerAddDrawerItemsSample() {
  const [folders, setFolders] = useState<Folder[]>([
    { id: 1, name: "Invoices" },
    { id: 2, name: "Travel" },
  ]);
  const [name, setName] = useState("Receipts");
  const [active, setActive] = useState("Inbox");
  const nextId = useRef(3);

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed || folders.some((f) => f.name === trimmed)) return;
    setFolders((list) => [...list, { id: nextId.current++, name: trimmed }]);
    setActive(trimmed);
    setName("");
  };

  const remove = (folder: Folder) => {
    setFolders((list) => list.filter((f) => f.id !== folder.id));
    if (active === folder.name) setActive("Inbox");
  };

  const item = (label: string, icon: string, onRemove?: () => void) => (
    <IgrNavDrawerItem key={label} active={active === label} onClick={() => setActive(label)}>
      <span slot="icon" className="material-icons">
        {icon}
      </span>
      <span slot="content" style={{ display: "flex", alignItems: "center", justifyContent: "space-between", width: "100%" }}>
        {label}
        {onRemove && (
          <span
            role="button"
            aria-label={`Remove ${label}`}
            className="material-icons"
            style={{ fontSize: 18, opacity: 0.75 }}
            onClick={(e) => {
              e.stopPropagation();
              onRemove();
            }}
          >
            close
          </span>
        )}
      </span>
    </IgrNavDrawerItem>
  );

  return (
    <div style={page}>
      <ControlBar>
        <IgrInput label="Folder name" value={name} style={{ width: 220 }} onInput={(e) => setName(e.detail)} onKeyDown={(e) => e.key === "Enter" && add()} />
        <IgrButton onClick={add} disabled={!name.trim()}>
          Add folder
        </IgrButton>
      </ControlBar>
      <div style={{ display: "flex", flex: 1, minHeight: 320, border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden" }}>
        <IgrNavDrawer position="relative" open style={{ height: "100%" }}>
          <IgrNavDrawerHeaderItem>Mail</IgrNavDrawerHeaderItem>
          {item("Inbox", "inbox")}
          {item("Sent", "send")}
          <IgrNavDrawerHeaderItem>Folders ({folders.length})</IgrNavDrawerHeaderItem>
          {folders.map((f) => item(f.name, "folder", () => remove(f)))}
        </IgrNavDrawer>
        <main style={{ flex: 1, padding: 24 }}>
          <h2 style={{ marginTop: 0 }}>{active}</h2>
          <p>Add a folder above: it appears at the end of the drawer and becomes active. The × on a folder removes it.</p>
        </main>
      </div>
    </div>
  );
}
