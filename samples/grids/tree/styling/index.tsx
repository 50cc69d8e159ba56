import { useState, type CSSProperties } from "react";
import { IgrTree, IgrTreeItem } from "igniteui-react";
import { ControlBar, Hint, SelectControl, gridPage } from "../../_shared/controls";
import { folders, iconOf, type Node } from "../_shared/folders";
import "./styling.css";

// Each accent carries white text on a selected row (4.5:1 at least).
const accents = { Terracotta: "#b4532f", Olive: "#6b7f2a", Navy: "#2c4a7a" } as const;
type Accent = keyof typeof accents;

function renderItems(nodes: Node[], path = ""): React.ReactNode {
  return nodes.map((node) => {
    const id = `${path}/${node.name}`;
    return (
      <IgrTreeItem key={id} expanded={id === "/Projects" || id === "/Projects/gallery"} selected={id === "/Projects/gallery/README.md"}>
        <span slot="label" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
          <span className="material-icons styling-tree-icon">{iconOf(node, node.kind === "folder")}</span>
          {node.name}
        </span>
        {node.children && renderItems(node.children, id)}
      </IgrTreeItem>
    );
  });
}

export default function TreeStylingSample() {
  const [accent, setAccent] = useState<Accent>("Terracotta");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Accent" value={accent} options={Object.keys(accents) as Accent[]} onChange={setAccent} />
      </ControlBar>
      <Hint>Tree items restyled through their CSS parts: wrapper, selected, active and indicator, on a warm paper surface.</Hint>
      <IgrTree
        className="styling-tree"
        selection="multiple"
        style={{ "--styling-accent": accents[accent], flex: 1, minHeight: 300, overflow: "auto" } as CSSProperties}
      >
        {renderItems(folders)}
      </IgrTree>
    </div>
  );
}
