import { useRef } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useGridSearch } from "../../_shared/grid-search";
import { employees } from "../_shared/employees";

export default function DataSearchingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const { text, caseSensitive, exact, result, setResult, search, changeText, onKeyDown, changeCaseSensitive, changeExact } = useGridSearch(gridRef, "an");

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput
          label="Search the grid"
          value={text}
          style={{ width: 260 }}
          onInput={(e) => changeText(e.detail)}
          onKeyDown={onKeyDown}
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
        <SwitchControl label="Match case" checked={caseSensitive} onChange={changeCaseSensitive} />
        <SwitchControl label="Whole value" checked={exact} onChange={changeExact} />
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
