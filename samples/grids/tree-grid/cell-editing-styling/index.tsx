import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees } from "../_shared/employees";
import "./cell-editing-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridCellEditingStylingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);
  const [data] = useState(copyEmployees);

  // Leave two pending edits and one cell in edit mode, so every styled state is on screen.
  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      if (!grid) return;
      grid.updateCell("Chief Operating Officer", 1, "title");
      grid.updateCell(182000, 2, "salary");
      const cell = grid.getCellByColumn(3, "name");
      if (cell) cell.editMode = true;
    }, 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom editing colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Batch editing is on: edited values keep their own color until committed, and a row with changes is marked at its start.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "cell-editing-styling-grid" : undefined}
          data={data}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          batchEditing
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable minWidth="200px" />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="department" header="Department" editable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="remote" header="Remote" dataType="boolean" editable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
