import { useMemo, useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const person = (row: IgrRowType) => row.data as Employee;
const departmentColors: Record<string, string> = { Executive: "#7c3aed", Engineering: "#2563eb", Sales: "#16a34a", Marketing: "#db2777", Finance: "#d97706", Support: "#0891b2" };
// How deep each person sits in the org chart: 0 for the CEO.
const depth = new Map<number, number>();
for (const e of employees) depth.set(e.id, e.parentId === null ? 0 : (depth.get(e.parentId) ?? 0) + 1);

export default function TreeGridRowStylesSample() {
  const [levels, setLevels] = useState(true);
  const [departments, setDepartments] = useState(true);

  // rowStyles maps a CSS property to a value or to a function of the row that returns it.
  const rowStyles = useMemo(() => {
    const styles: Record<string, (row: IgrRowType) => string> = {};
    if (levels) {
      // Darker for the top of the tree, lighter further down.
      styles.background = (row) => `hsl(220 60% ${90 + (depth.get(person(row).id) ?? 0) * 3}%)`;
      styles["font-weight"] = (row) => ((depth.get(person(row).id) ?? 0) < 2 ? "600" : "400");
    }
    if (departments) styles["border-left"] = (row) => `6px solid ${departmentColors[person(row).department] ?? "transparent"}`;
    return styles;
  }, [levels, departments]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Shade by level" checked={levels} onChange={setLevels} />
        <SwitchControl label="Department color bar" checked={departments} onChange={setDepartments} />
      </ControlBar>
      <Hint>Inline row styles computed from each row: the higher in the org chart, the darker and bolder the row, with a bar in the department's color.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowStyles={rowStyles}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
