import { useRef } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useGridSearch } from "../../_shared/grid-search";
import { useOnArrival } from "../../_shared/on-arrival";
import { files, formatSize } from "../_shared/files";

export default function TreeGridDataSearchingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const { text, caseSensitive, exact, result, search, changeText, onKeyDown, changeCaseSensitive, changeExact } = useGridSearch(gridRef, "png");

  // Run the first search once the rows are rendered.
  useOnArrival(() => search("next"), 600);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput
          label="Search the files"
          value={text}
          style={{ width: 240 }}
          onInput={(e) => changeText(e.detail)}
          onKeyDown={onKeyDown}
        />
        <IgrButton variant="outlined" onClick={() => search("prev")}>
          Previous
        </IgrButton>
        <IgrButton onClick={() => search("next")}>Next</IgrButton>
        <SwitchControl label="Case sensitive" checked={caseSensitive} onChange={changeCaseSensitive} />
        <SwitchControl label="Whole cell" checked={exact} onChange={changeExact} />
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
