import { useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, SortingDirection, type IgrSortingExpression, type IgrSortingOptions } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";

type Mode = "single" | "multiple";

export default function TreeGridColumnSortingOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [mode, setMode] = useState<Mode>("multiple");
  const [ignoreCase, setIgnoreCase] = useState(true);
  // What the grid reports, for the text only: the grid owns its sorting. Handing its changes back
  // to it as new state would make it sort, and report, again on every render.
  const [sorting, setSorting] = useState<IgrSortingExpression[]>([]);
  // One object per mode: the grid applies every new sortingOptions object it is given.
  const options = useMemo<IgrSortingOptions>(() => ({ mode }), [mode]);

  const showSorting = () => setSorting([...(gridRef.current?.sortingExpressions ?? [])]);
  const sortBy = (fieldName: string, dir: SortingDirection) => {
    const grid = gridRef.current;
    if (!grid) return;
    if (mode === "single") grid.clearSort();
    grid.sort([{ fieldName, dir, ignoreCase }]);
    showSorting();
  };
  const changeMode = (next: Mode) => {
    setMode(next);
    const grid = gridRef.current;
    const last = grid?.sortingExpressions.at(-1);
    if (next === "single" && grid && last) {
      grid.clearSort();
      grid.sort([last]);
    }
    showSorting();
  };
  const clearSorting = () => {
    gridRef.current?.clearSort();
    showSorting();
  };
  const text = sorting.map((s) => `${s.fieldName} ${s.dir === SortingDirection.Desc ? "↓" : "↑"}`).join(", ") || "none";

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Sorting mode"
          value={mode}
          onChange={changeMode}
          options={[
            { value: "single", text: "Single column" },
            { value: "multiple", text: "Multiple columns" },
          ]}
        />
        <SwitchControl label="Ignore case (API sorts)" checked={ignoreCase} onChange={setIgnoreCase} />
        <IgrButton onClick={() => sortBy("size", SortingDirection.Desc)}>Largest first</IgrButton>
        <IgrButton variant="outlined" onClick={() => sortBy("name", SortingDirection.Asc)}>
          Name A → Z
        </IgrButton>
        <IgrButton variant="flat" onClick={clearSorting}>
          Clear
        </IgrButton>
      </ControlBar>
      <Hint>
        Click headers to sort. The tree grid sorts the children of each folder among themselves, so files never leave their folder. Single mode keeps
        one sorted column at a time; Multiple adds each clicked column. Owner is not sortable. Sorted by: <b>{text}</b>.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          sortingOptions={options}
          onSortingExpressionsChange={(e) => setSorting([...e.detail])}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" sortable />
          <IgrColumn field="kind" header="Kind" sortable />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} sortable />
          <IgrColumn field="modified" header="Modified" dataType="date" sortable />
          <IgrColumn field="owner" header="Owner" sortable={false} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
