import { useMemo, useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";
import "./row-classes.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const percent = { digitsInfo: "1.0-0" };
const person = (row: IgrRowType) => row.data as Employee;
const managerIds = new Set(employees.map((e) => e.parentId));

export default function TreeGridRowClassesSample() {
  const [managers, setManagers] = useState(true);
  const [stars, setStars] = useState(true);
  const [behind, setBehind] = useState(true);

  // rowClasses maps a class name to a test of the row; the grid adds the class to every row that passes.
  const rowClasses = useMemo(() => {
    const rules: Record<string, (row: IgrRowType) => boolean> = {};
    if (managers) rules["row-classes-manager"] = (row) => managerIds.has(person(row).id);
    if (stars) rules["row-classes-star"] = (row) => person(row).performance >= 1.3;
    if (behind) rules["row-classes-behind"] = (row) => person(row).performance < 0.6;
    return rules;
  }, [managers, stars, behind]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Managers (rows with a team)" checked={managers} onChange={setManagers} />
        <SwitchControl label="Stars (130 % of goal or more)" checked={stars} onChange={setStars} />
        <SwitchControl label="Behind (under 60 %)" checked={behind} onChange={setBehind} />
      </ControlBar>
      <Hint>Each rule adds a class to the rows that pass it: managers get a bold, tinted row; stars a green mark; people behind their goal a red mark.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowClasses={rowClasses}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="performance" header="Goal reached" dataType="percent" pipeArgs={percent} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
