import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./editing-lifecycle.css";

type Mode = "cell" | "row";
interface Step {
  n: number;
  event: string;
  detail: string;
  phase: "enter" | "change" | "done" | "exit";
}

const phases: Record<string, Step["phase"]> = {
  rowEditEnter: "enter",
  cellEditEnter: "enter",
  cellEdit: "change",
  rowEdit: "change",
  cellEditDone: "done",
  rowEditDone: "done",
  cellEditExit: "exit",
  rowEditExit: "exit",
};

export default function EditingLifecycleSample() {
  const [mode, setMode] = useState<Mode>("row");
  const [data] = useState(() => employees.slice(0, 30).map((e) => ({ ...e })));
  const [steps, setSteps] = useState<Step[]>([]);
  const counter = useRef(0);

  const record = (event: string, detail: string) => setSteps((s) => [...s, { n: ++counter.current, event, detail, phase: phases[event] ?? "change" }].slice(-40));
  const gridRef = useRef<IgrGrid>(null);

  /** Edits one cell from code, which goes through the same events as an edit made by hand. */
  const playEdit = () => {
    const grid = gridRef.current;
    const target = grid?.getCellByColumn(1, "title");
    if (!grid || !target) return;
    target.editMode = true;
    target.editValue = target.value === "Team Lead" ? "HR Partner" : "Team Lead";
    grid.endEdit(true);
  };

  // Play one edit on arrival, so the timeline starts with a complete example.
  useEffect(() => {
    const timer = setTimeout(playEdit, 500);
    return () => clearTimeout(timer);
  }, []);

  const cell = (e: { detail: { column?: { field: string }; newValue?: unknown; oldValue?: unknown } }) =>
    `${e.detail.column?.field ?? ""}${e.detail.newValue !== undefined && e.detail.newValue !== e.detail.oldValue ? ` → ${String(e.detail.newValue)}` : ""}`;

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Edit by"
          value={mode}
          onChange={(m) => {
            setMode(m);
            setSteps([]);
          }}
          options={[
            { value: "cell", text: "Cell" },
            { value: "row", text: "Row" },
          ]}
        />
        <IgrButton onClick={playEdit}>Play an edit from code</IgrButton>
        <IgrButton variant="outlined" onClick={() => setSteps([])}>
          Clear the timeline
        </IgrButton>
      </ControlBar>
      <Hint>
        Edit a few cells, then press Enter, Esc, or click Done or Cancel. The timeline shows the order of the events: in row mode the cell events
        happen inside one row edit, which ends with rowEdit and rowEditDone, or just rowEditExit when cancelled.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrGrid
            ref={gridRef}
            data={data}
            primaryKey="id"
            autoGenerate={false}
            rowEditable={mode === "row"}
            height="100%"
            width="100%"
            style={mediumSize}
            onRowEditEnter={(e) => record("rowEditEnter", `row ${String(e.detail.rowKey)}`)}
            onCellEditEnter={(e) => record("cellEditEnter", cell(e))}
            onCellEdit={(e) => record("cellEdit", cell(e))}
            onCellEditDone={(e) => record("cellEditDone", cell(e))}
            onCellEditExit={(e) => record("cellEditExit", cell(e))}
            onRowEdit={(e) => record("rowEdit", `row ${String(e.detail.rowKey)}`)}
            onRowEditDone={(e) => record("rowEditDone", `row ${String(e.detail.rowKey)} saved`)}
            onRowEditExit={(e) => record("rowEditExit", `row ${String(e.detail.rowKey)}`)}
          >
            <IgrColumn field="name" header="Name" editable />
            <IgrColumn field="title" header="Title" editable />
            <IgrColumn field="city" header="City" editable />
            <IgrColumn field="salary" header="Salary" dataType="number" editable />
          </IgrGrid>
        </div>
        <ol className="editing-lifecycle-timeline">
          {steps.length === 0 && <li className="editing-lifecycle-empty">Start editing to see the events.</li>}
          {steps.map((s) => (
            <li key={s.n} className={`editing-lifecycle-step editing-lifecycle-${s.phase}`}>
              <span className="editing-lifecycle-n">{s.n}</span>
              <code>{s.event}</code>
              <span className="editing-lifecycle-detail">{s.detail}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
