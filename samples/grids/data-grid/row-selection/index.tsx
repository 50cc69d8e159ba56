import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

IgrDataGridModule.register();

type Mode = "SingleRow" | "MultipleRow" | "None";
type Behavior = "Toggle" | "ModifierBased";

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["id"];

export default function RowSelectionSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [mode, setMode] = useState<Mode>("MultipleRow");
  const [behavior, setBehavior] = useState<Behavior>("Toggle");
  const [selected, setSelected] = useState<Employee[]>([]);
  const total = selected.reduce((sum, e) => sum + e.sales, 0);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Selection mode"
          value={mode}
          options={[
            { value: "SingleRow", text: "Single row" },
            { value: "MultipleRow", text: "Multiple rows" },
            { value: "None", text: "None" },
          ]}
          onChange={setMode}
        />
        <SelectControl
          label="Clicks"
          value={behavior}
          options={[
            { value: "Toggle", text: "Toggle each row" },
            { value: "ModifierBased", text: "Ctrl/Shift to add" },
          ]}
          onChange={setBehavior}
        />
        <IgrButton variant="outlined" disabled={mode !== "MultipleRow"} onClick={() => gridRef.current?.selectAllRows()}>
          Select all
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.deselectAllRows()}>
          Clear
        </IgrButton>
      </ControlBar>
      <Hint>
        {selected.length} selected{selected.length ? `, $${total.toLocaleString("en-US")} in sales: ${selected.slice(0, 4).map((e) => e.name).join(", ")}${selected.length > 4 ? "…" : ""}` : ""}.
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
          selectionBehavior={behavior}
          rowSelectionAnimationMode="ColorBlend"
          selectedItemsChanged={(grid) => setSelected(grid.selectedItems.toArray() as Employee[])}
        >
          <IgrNumericColumn field="id" headerText="ID" width="90" sortDirection="Ascending" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
