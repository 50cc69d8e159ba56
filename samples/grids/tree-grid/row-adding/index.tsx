import { useMemo, useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrActionStrip, IgrColumn, IgrGridEditingActions, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees, type Employee } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridRowAddingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [data] = useState(copyEmployees);
  const nextId = useRef(Math.max(...data.map((e) => e.id)) + 1);
  const managers = useMemo(() => data.filter((e) => data.some((r) => r.parentId === e.id)), [data]);
  const [manager, setManager] = useState(String(managers[1]?.id ?? 1));
  const [name, setName] = useState("Alex Morgan");
  const [status, setStatus] = useState("");

  // addRow(data, parentRowID) adds a record under the given parent.
  function hire() {
    const grid = gridRef.current;
    const boss = data.find((e) => e.id === Number(manager));
    if (!grid || !boss || !name.trim()) return;
    const row: Employee = { ...boss, id: nextId.current++, parentId: boss.id, name: name.trim(), title: "New Hire", salary: 60000, hireDate: new Date(2026, 10, 23), remote: false };
    grid.addRow(row, boss.id);
    setStatus(`${row.name} now reports to ${boss.name}.`);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput label="New hire" value={name} onInput={(e) => setName(e.detail)} style={{ width: 200 }} />
        <SelectControl label="Reports to" value={manager} onChange={setManager} options={managers.map((m) => ({ value: String(m.id), text: `${m.name} (${m.title})` }))} width={300} />
        <IgrButton onClick={hire}>Add under manager</IgrButton>
        {status && <span>{status}</span>}
      </ControlBar>
      <Hint>
        Add a record from code with addRow(data, parentId), or hover a row: the action strip adds a row beside it or a child row under it, opened
        in row editing so you can type the values and press Done.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowEditable
          expansionDepth={2}
          onRowAdded={(e) => {
            const added = e.detail.data as Employee;
            setStatus(`Added “${added.name ?? "new row"}”.`);
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable minWidth="200px" />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="department" header="Department" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
          <IgrActionStrip>
            <IgrGridEditingActions addRow addChild editRow={false} deleteRow={false} />
          </IgrActionStrip>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
