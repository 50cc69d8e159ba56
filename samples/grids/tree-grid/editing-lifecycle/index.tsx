import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees } from "../_shared/employees";
import "./editing-lifecycle.css";

type Mode = "cell" | "row";
type Phase = "enter" | "change" | "done" | "exit" | "add";
interface Step {
  n: number;
  event: string;
  detail: string;
  phase: Phase;
}

const phases: Record<string, Phase> = {
  rowEditEnter: "enter",
  cellEditEnter: "enter",
  cellEdit: "change",
  rowEdit: "change",
  cellEditDone: "done",
  rowEditDone: "done",
  cellEditExit: "exit",
  rowEditExit: "exit",
  rowAdd: "add",
  rowAdded: "add",
};

export default function TreeGridEditingLifecycleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [mode, setMode] = useState<Mode>("row");
  const [data] = useState(copyEmployees);
  const [steps, setSteps] = useState<Step[]>([]);
  const counter = useRef(0);

  const record = (event: string, detail: string) => setSteps((s) => [...s, { n: ++counter.current, event, detail, phase: phases[event] ?? "change" }].slice(-40));
  const cell = (e: { detail: { column?: { field: string }; newValue?: unknown; oldValue?: unknown } }) =>
    `${e.detail.column?.field ?? ""}${e.detail.newValue !== undefined && e.detail.newValue !== e.detail.oldValue ? ` → ${String(e.detail.newValue)}` : ""}`;

  // Play one edit from code on arrival: it goes through the same events as an edit by hand.
  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      const target = grid?.getCellByColumn(1, "city");
      if (!grid || !target) return;
      target.editMode = true;
      target.editValue = target.value === "Lisbon" ? "Porto" : "Lisbon";
      grid.endEdit(true);
    }, 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Edit by"
          value={mode}
          onChange={setMode}
          options={[
            { value: "cell", text: "Cell" },
            { value: "row", text: "Row" },
          ]}
        />
        {/* beginAddRowByIndex(index, true) opens an empty row as a child of the row at that index. */}
        <IgrButton onClick={() => gridRef.current?.beginAddRowByIndex(1, true)}>Add a report under row 2</IgrButton>
        <IgrButton variant="outlined" onClick={() => setSteps([])}>
          Clear the timeline
        </IgrButton>
      </ControlBar>
      <Hint>
        Edit a cell, or add a child row, and follow the events in order: enter → change → done → exit. In row mode the row events wrap the cell
        events, and nothing is committed until Done.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrTreeGrid
            ref={gridRef}
            data={data}
            primaryKey="id"
            foreignKey="parentId"
            autoGenerate={false}
            rowEditable={mode === "row"}
            expansionDepth={2}
            height="100%"
            width="100%"
            style={mediumSize}
            onRowEditEnter={(e) => record("rowEditEnter", `row ${String(e.detail.rowKey ?? "new")}`)}
            onCellEditEnter={(e) => record("cellEditEnter", cell(e))}
            onCellEdit={(e) => record("cellEdit", cell(e))}
            onCellEditDone={(e) => record("cellEditDone", cell(e))}
            onCellEditExit={(e) => record("cellEditExit", cell(e))}
            onRowEdit={(e) => record("rowEdit", `row ${String(e.detail.rowKey ?? "new")}`)}
            onRowEditDone={(e) => record("rowEditDone", `row ${String(e.detail.rowKey ?? "new")} saved`)}
            onRowEditExit={(e) => record("rowEditExit", `row ${String(e.detail.rowKey ?? "new")}`)}
            onRowAdd={() => record("rowAdd", "new row about to be committed")}
            onRowAdded={(e) => record("rowAdded", `key ${String(e.detail.rowKey)}`)}
          >
            <IgrColumn field="name" header="Name" editable minWidth="190px" />
            <IgrColumn field="title" header="Title" editable />
            <IgrColumn field="city" header="City" editable />
            <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
          </IgrTreeGrid>
        </div>
        <ol className="editing-lifecycle-timeline">
          {steps.length === 0 && <li className="editing-lifecycle-empty">Start an edit to see its events.</li>}
          {steps.map((s) => (
            <li key={s.n} className={`editing-lifecycle-step editing-lifecycle-${s.phase}`}>
              <span className="editing-lifecycle-n">{s.n}</span>
              <b>{s.event}</b>
              <span>{s.detail}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
