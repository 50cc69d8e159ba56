import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useOnArrival } from "../../_shared/on-arrival";
import { employees } from "../_shared/employees";
import "./column-selection-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnSelectionStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);

  useOnArrival(() => gridRef.current?.selectColumns(["department", "salary"]), 300);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom selected column colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Selected columns (Department and Salary to start) get a deep green header and a pale green body; click headers to select others.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "column-selection-style-grid" : undefined}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          columnSelection="multiple"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
