import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

type Mode = "SingleCell" | "MultipleCell" | "RangeCell";

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["id"];

export default function CellSelectionSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [mode, setMode] = useState<Mode>("RangeCell");
  const [drag, setDrag] = useState(true);
  const [summary, setSummary] = useState("nothing selected");

  const describe = (grid: IgrDataGrid) => {
    if (mode === "RangeCell") {
      const ranges = grid.selectedCellRanges.toArray();
      const cells = ranges.reduce((n, r) => n + (r.endRow - r.startRow + 1) * (r.endColumn - r.startColumn + 1), 0);
      setSummary(ranges.length ? `${ranges.length} range(s), ${cells} cells` : "nothing selected");
    } else {
      const count = grid.selectedCells.count;
      setSummary(count ? `${count} cell(s)` : "nothing selected");
    }
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Selection mode"
          value={mode}
          options={[
            { value: "SingleCell", text: "Single cell" },
            { value: "MultipleCell", text: "Multiple cells" },
            { value: "RangeCell", text: "Cell ranges" },
          ]}
          onChange={setMode}
        />
        <SwitchControl label="Drag to select" checked={drag} onChange={setDrag} />
        <IgrButton variant="outlined" onClick={() => gridRef.current && (gridRef.current.selectedCellRanges.clear(), gridRef.current.selectedCells.clear(), setSummary("nothing selected"))}>
          Clear selection
        </IgrButton>
      </ControlBar>
      <Hint>
        {mode === "RangeCell" ? "Drag across cells, or Shift+click, to select a range; Ctrl+drag adds another." : "Click cells to select them."} Selected:{" "}
        {summary}.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          ref={gridRef}
          key={mode}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          primaryKey={primaryKey}
          selectionMode={mode}
          mouseDragSelectionEnabled={drag}
          cellSelectedBackground="#cfe3ff"
          selectedCellsChanged={(grid) => describe(grid)}
          selectedCellRangesChanged={(grid) => describe(grid)}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
          <IgrNumericColumn field="target" headerText="Target" positivePrefix="$" showGroupingSeparator width="*>120" />
          <IgrNumericColumn field="rating" headerText="Rating" width="*>90" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
