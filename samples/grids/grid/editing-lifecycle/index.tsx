import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { useOnArrival } from "../../_shared/on-arrival";
import { EditModeChoice, describeEdit, editPhases, type EditDetail, type EditMode, type EditPhase } from "../../_shared/edit-events";
import { employees } from "../_shared/employees";
import "./editing-lifecycle.css";

interface Step {
  n: number;
  event: string;
  detail: string;
  phase: EditPhase;
}

export default function EditingLifecycleSample() {
  const [mode, setMode] = useState<EditMode>("row");
  const [data] = useState(() => employees.slice(0, 30).map((e) => ({ ...e })));
  const [steps, setSteps] = useState<Step[]>([]);
  const counter = useRef(0);

  const record = (event: string, detail: string) => setSteps((s) => [...s, { n: ++counter.current, event, detail, phase: editPhases[event] ?? "change" }].slice(-40));
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
  useOnArrival(playEdit, 500);

  const log = (event: string) => (e: CustomEvent<EditDetail>) => record(event, describeEdit(event, e.detail));

  return (
    <div style={gridPage}>
      <ControlBar>
        <EditModeChoice
          value={mode}
          onChange={(m) => {
            setMode(m);
            setSteps([]);
          }}
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
            onRowEditEnter={log("rowEditEnter")}
            onCellEditEnter={log("cellEditEnter")}
            onCellEdit={log("cellEdit")}
            onCellEditDone={log("cellEditDone")}
            onCellEditExit={log("cellEditExit")}
            onRowEdit={log("rowEdit")}
            onRowEditDone={(e) => record("rowEditDone", `${describeEdit("rowEditDone", e.detail)} saved`)}
            onRowEditExit={log("rowEditExit")}
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
