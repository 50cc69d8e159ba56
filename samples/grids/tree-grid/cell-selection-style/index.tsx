import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useOnArrival } from "../../_shared/on-arrival";
import { employees } from "../_shared/employees";
import "./cell-selection-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridCellSelectionStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);

  // Select a block of cells on arrival so the selection colors are in view.
  useOnArrival(() => gridRef.current?.selectRange([{ rowStart: 1, rowEnd: 5, columnStart: "title", columnEnd: "salary" }]), 500);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom selection colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Drag across cells or Shift+click to select a range: the selected cells, the active cell and the row of the active cell use their own colors.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "cell-selection-style-grid" : undefined}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
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
