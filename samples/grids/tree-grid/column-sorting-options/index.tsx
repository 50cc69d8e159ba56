import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, SortingDirection, type IgrSortingExpression, type IgrSortingOptions } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";

type Mode = "single" | "multiple";

// One options object per mode, made once: the grid re-applies sortingOptions whenever it gets a new object.
const sortingModes: Record<Mode, IgrSortingOptions> = { single: { mode: "single" }, multiple: { mode: "multiple" } };

export default function TreeGridColumnSortingOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [mode, setMode] = useState<Mode>("multiple");
  const [ignoreCase, setIgnoreCase] = useState(true);
  // What the grid reports after each sort, for the page to show; the grid itself owns its sorting state.
  const [sorting, setSorting] = useState<IgrSortingExpression[]>([]);
  const showSorting = () => setSorting([...(gridRef.current?.sortingExpressions ?? [])]);

  const sortBy = (fieldName: string, dir: SortingDirection) => {
    const grid = gridRef.current;
    if (!grid) return;
    if (mode === "single") grid.clearSort();
    grid.sort([{ fieldName, dir, ignoreCase }]);
    showSorting();
  };
  const text = sorting.map((s) => `${s.fieldName} ${s.dir === SortingDirection.Desc ? "↓" : "↑"}`).join(", ") || "none";

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Sorting mode"
          value={mode}
          onChange={(m) => {
            const last = sorting.at(-1);
            if (m === "single" && sorting.length > 1 && last) {
              gridRef.current?.clearSort();
              gridRef.current?.sort([last]);
              showSorting();
            }
            setMode(m);
          }}
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
        <IgrButton
          variant="flat"
          onClick={() => {
            gridRef.current?.clearSort();
            showSorting();
          }}
        >
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
          sortingOptions={sortingModes[mode]}
          onSortingDone={showSorting}
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
