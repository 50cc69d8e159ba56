import { useEffect, useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { searchStep } from "../../_shared/grid-search";
import { files, formatSize } from "../_shared/files";

export default function TreeGridDataSearchingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [text, setText] = useState("png");
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [exact, setExact] = useState(false);
  const [result, setResult] = useState("");

  /** Moves to the next or previous match (findNext / findPrev) and shows which one is active. */
  const search = (direction: "next" | "prev", value = text, cs = caseSensitive, ex = exact) => {
    if (gridRef.current) setResult(searchStep(gridRef.current, direction, value, cs, ex));
  };

  // Run the first search once the rows are rendered.
  useEffect(() => {
    const timer = setTimeout(() => search("next"), 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput
          label="Search the files"
          value={text}
          style={{ width: 240 }}
          onInput={(e) => {
            setText(e.detail);
            search("next", e.detail);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") search(e.shiftKey ? "prev" : "next");
          }}
        />
        <IgrButton variant="outlined" onClick={() => search("prev")}>
          Previous
        </IgrButton>
        <IgrButton onClick={() => search("next")}>Next</IgrButton>
        <SwitchControl
          label="Case sensitive"
          checked={caseSensitive}
          onChange={(v) => {
            setCaseSensitive(v);
            search("next", text, v, exact);
          }}
        />
        <SwitchControl
          label="Whole cell"
          checked={exact}
          onChange={(v) => {
            setExact(v);
            search("next", text, caseSensitive, v);
          }}
        />
        <b>{result}</b>
      </ControlBar>
      <Hint>
        Matches are highlighted in every expanded folder and the grid scrolls to the active one; Enter goes to the next match, Shift+Enter to the
        previous. Expand all folders to search every file.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" />
          <IgrColumn field="kind" header="Kind" />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} />
          <IgrColumn field="modified" header="Modified" dataType="date" />
          <IgrColumn field="owner" header="Owner" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
