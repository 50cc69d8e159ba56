import { useState } from "react";
import { IgrTree, IgrTreeItem } from "igniteui-react";
import { ControlBar, Hint, SelectControl, SwitchControl, gridPage } from "../../_shared/controls";
import { folders, iconOf, type Node } from "../_shared/folders";

type Selection = "none" | "multiple" | "cascade";

function renderItems(nodes: Node[], path = ""): React.ReactNode {
  return nodes.map((node) => {
    const id = `${path}/${node.name}`;
    return (
      <IgrTreeItem key={id} value={id} expanded={path === "" && node.name === "Documents"}>
        <span slot="label" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
          <span className="material-icons" style={{ fontSize: 18 }}>
            {iconOf(node)}
          </span>
          {node.name}
        </span>
        {node.children && renderItems(node.children, id)}
      </IgrTreeItem>
    );
  });
}

export default function TreeBasicExampleSample() {
  const [selection, setSelection] = useState<Selection>("multiple");
  const [singleBranch, setSingleBranch] = useState(false);
  const [toggleOnClick, setToggleOnClick] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Selection" value={selection} options={["none", "multiple", "cascade"] as const} onChange={setSelection} />
        <SwitchControl label="Single branch expand" checked={singleBranch} onChange={setSingleBranch} />
        <SwitchControl label="Toggle on click" checked={toggleOnClick} onChange={setToggleOnClick} />
      </ControlBar>
      <Hint>
        {selection === "none"
          ? "Selection is off: expand and collapse folders with a click or the arrow keys."
          : `Checked: ${picked.length ? picked.join(", ") : "nothing"}`}
      </Hint>
      <IgrTree
        selection={selection}
        singleBranchExpand={singleBranch}
        toggleNodeOnClick={toggleOnClick}
        style={{ flex: 1, minHeight: 300, overflow: "auto", border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4 }}
        onSelection={(e) => setPicked(e.detail.newSelection.map((item) => String(item.value).split("/").pop() ?? ""))}
      >
        {renderItems(folders)}
      </IgrTree>
    </div>
  );
}
