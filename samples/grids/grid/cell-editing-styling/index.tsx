import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./cell-editing-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function CellEditingStylingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [themed, setThemed] = useState(true);
  const [data] = useState(() => employees.slice(0, 40).map((e) => ({ ...e })));

  // Leave two pending edits and one cell in edit mode, so every styled state is on screen.
  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      if (!grid) return;
      grid.updateCell("Team Lead", 102, "title");
      grid.updateCell(71000, 104, "salary");
      const cell = grid.getCellByColumn(2, "name");
      if (cell) cell.editMode = true;
    }, 400);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom editing colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Batch editing is on: edited values keep their own color until committed. The row with changes is marked at its start.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          className={themed ? "cell-editing-styling-grid" : undefined}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          batchEditing
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="department" header="Department" editable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="remote" header="Remote" dataType="boolean" editable />
        </IgrGrid>
      </div>
    </div>
  );
}
