import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnMovingOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [moving, setMoving] = useState(true);
  const [keepTree, setKeepTree] = useState(true);
  const [status, setStatus] = useState("Drag a header to move its column.");
  const rules = useRef(keepTree);
  rules.current = keepTree;

  // The first column shows the expand arrows and indentation: moving another column there makes it the tree column.
  function moveSalaryFirst() {
    const salary = gridRef.current?.getColumnByName("salary");
    salary?.move(0);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Column moving" checked={moving} onChange={setMoving} />
        <SwitchControl label="Keep Name as the tree column" checked={keepTree} onChange={setKeepTree} />
        <IgrButton variant="outlined" onClick={moveSalaryFirst}>
          Move Salary first (API)
        </IgrButton>
      </ControlBar>
      <Hint>
        Drag a column header onto another to move it. The first column carries the tree's arrows and indentation; with “Keep Name” on, drops that
        would move Name or put another column before it are cancelled. {status}
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          moving={moving}
          onColumnMovingEnd={(e) => {
            const { source, target } = e.detail;
            if (rules.current && (source.field === "name" || target.field === "name")) {
              e.detail.cancel = true;
              setStatus(`Cancelled: ${source.header} → ${target.header} would change the tree column.`);
              return;
            }
            setStatus(`Moved ${source.header} next to ${target.header}.`);
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
