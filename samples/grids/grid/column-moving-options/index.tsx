import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, EventLog, SelectControl, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const fields = [
  { value: "name", text: "Name" },
  { value: "title", text: "Title" },
  { value: "department", text: "Department" },
  { value: "city", text: "City" },
  { value: "country", text: "Country" },
  { value: "hireDate", text: "Hired" },
];

export default function ColumnMovingOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [moving, setMoving] = useState(true);
  const [nameFirst, setNameFirst] = useState(true);
  const [selected, setSelected] = useState("department");
  const [log, setLog] = useState<string[]>([]);
  const nameFirstRef = useRef(nameFirst);
  nameFirstRef.current = nameFirst;

  const write = (line: string) => setLog((l) => [line, ...l].slice(0, 40));

  /** Moves the chosen column one place left or right through the column API. */
  const step = (delta: number) => {
    const column = gridRef.current?.getColumnByName(selected);
    if (!column) return;
    const target = column.visibleIndex + delta;
    if (nameFirstRef.current && (target === 0 || column.field === "name")) {
      write(`move ${column.header} refused: Name stays first`);
      return;
    }
    column.move(target);
    write(`move ${column.header} to position ${target + 1} (from code)`);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Drag headers to move" checked={moving} onChange={setMoving} />
        <SwitchControl label="Keep Name first" checked={nameFirst} onChange={setNameFirst} />
        <SelectControl label="Column" value={selected} options={fields} onChange={setSelected} width={160} />
        <IgrButton variant="outlined" onClick={() => step(-1)}>
          Move left
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => step(1)}>
          Move right
        </IgrButton>
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrGrid
            ref={gridRef}
            data={employees}
            primaryKey="id"
            autoGenerate={false}
            moving={moving}
            height="100%"
            width="100%"
            style={mediumSize}
            onColumnMovingStart={(e) => write(`drag ${e.detail.source.header}`)}
            onColumnMovingEnd={(e) => {
              const { source, target } = e.detail;
              // Cancelling here puts the column back where it was.
              if (nameFirstRef.current && (source.field === "name" || (target.field === "name" && target.visibleIndex === 0))) {
                e.detail.cancel = true;
                write(`drop ${source.header} on ${target.header} cancelled: Name stays first`);
                return;
              }
              write(`drop ${source.header} next to ${target.header}`);
            }}
          >
            {fields.map((f) => (
              <IgrColumn key={f.value} field={f.value} header={f.text} dataType={f.value === "hireDate" ? "date" : "string"} />
            ))}
          </IgrGrid>
        </div>
        <EventLog title="Moving events" entries={log} style={{ flex: 1, minWidth: 240 }} />
      </div>
    </div>
  );
}
