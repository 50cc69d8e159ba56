import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { makeEmployees } from "../_shared/employees";

IgrDataGridModule.register();

type Mode = "Cell" | "CellBatch" | "Row";
type Click = "SingleClick" | "DoubleClick";

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["id"];

export default function CellEditingSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [data] = useState(() => makeEmployees(80, 21));
  const [mode, setMode] = useState<Mode>("Cell");
  const [click, setClick] = useState<Click>("DoubleClick");
  const [last, setLast] = useState("no edit yet");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Edit mode"
          value={mode}
          options={[
            { value: "Cell", text: "Cell" },
            { value: "CellBatch", text: "Cell batch" },
            { value: "Row", text: "Row" },
          ]}
          onChange={setMode}
          width={150}
        />
        <SelectControl
          label="Start editing on"
          value={click}
          options={[
            { value: "SingleClick", text: "Single click" },
            { value: "DoubleClick", text: "Double click" },
          ]}
          onChange={setClick}
          width={180}
        />
        {mode === "CellBatch" && (
          <>
            <IgrButton onClick={() => gridRef.current?.commitEdits()}>Commit</IgrButton>
            <IgrButton variant="outlined" onClick={() => gridRef.current?.undo()}>
              Undo
            </IgrButton>
            <IgrButton variant="outlined" onClick={() => gridRef.current?.cancelEdits()}>
              Cancel all
            </IgrButton>
          </>
        )}
      </ControlBar>
      <Hint>
        {mode === "CellBatch"
          ? "Batch mode keeps edits pending (shown in italics) until you commit them."
          : mode === "Row"
            ? "Row mode edits a whole row; Enter commits it, Esc cancels."
            : "Edit a cell, then press Enter to commit or Esc to cancel."}{" "}
        The ID column is read-only. Last edit: {last}.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          ref={gridRef}
          key={mode}
          height="100%"
          width="100%"
          dataSource={data}
          autoGenerateColumns={false}
          primaryKey={primaryKey}
          editMode={mode}
          editModeClickAction={click}
          activationMode="Cell"
          cellValueChanging={(_grid, e) => setLast(`${e.column.field}: ${String(e.oldValue)} → ${String(e.newValue)}`)}
        >
          <IgrNumericColumn field="id" headerText="ID" width="80" isEditable={false} sortDirection="Ascending" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="title" headerText="Title" width="*>170" />
          <IgrTextColumn field="city" headerText="City" width="*>120" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>130" />
          <IgrNumericColumn field="salary" headerText="Salary" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
