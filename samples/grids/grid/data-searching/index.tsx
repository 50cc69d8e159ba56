import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { searchStep } from "../../_shared/grid-search";
import { employees } from "../_shared/employees";

export default function DataSearchingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [text, setText] = useState("an");
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [exact, setExact] = useState(false);
  const [result, setResult] = useState("");

  /** Moves to the next or previous match (findNext / findPrev) and shows which one is active. */
  const search = (direction: "next" | "prev", value = text, cs = caseSensitive, ex = exact) => {
    if (gridRef.current) setResult(searchStep(gridRef.current, direction, value, cs, ex));
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput
          label="Search the grid"
          value={text}
          style={{ width: 260 }}
          onInput={(e) => {
            setText(e.detail);
            search("next", e.detail);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") search(e.shiftKey ? "prev" : "next");
          }}
        >
          <span slot="prefix" className="material-icons" style={{ fontSize: 20 }}>
            search
          </span>
        </IgrInput>
        <IgrButton variant="outlined" onClick={() => search("prev")}>
          Previous
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => search("next")}>
          Next
        </IgrButton>
        <SwitchControl
          label="Match case"
          checked={caseSensitive}
          onChange={(v) => {
            setCaseSensitive(v);
            search("next", text, v, exact);
          }}
        />
        <SwitchControl
          label="Whole value"
          checked={exact}
          onChange={(v) => {
            setExact(v);
            search("next", text, caseSensitive, v);
          }}
        />
        <span>{result}</span>
      </ControlBar>
      <Hint>Every match in the grid is highlighted; the active one is marked and scrolled into view. Enter goes to the next match, Shift+Enter back.</Hint>
      <div style={gridArea}>
        <IgrGrid ref={gridRef} data={employees} primaryKey="id" autoGenerate={false} onRendered={() => setTimeout(() => search("next"))}
          // Rows arrive after the first render; count the matches again whenever the data view changes.
          onDataChanged={() => {
            const info = gridRef.current?.lastSearchInfo;
            if (info?.searchText) setResult(info.matchCount ? `match ${info.activeMatchIndex + 1} of ${info.matchCount}` : "no matches");
          }} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="city" header="City" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="email" header="Email" />
        </IgrGrid>
      </div>
    </div>
  );
}
