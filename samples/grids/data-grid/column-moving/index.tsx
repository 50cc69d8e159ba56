import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

export default function ColumnMovingSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [mode, setMode] = useState<"Deferred" | "None">("Deferred");
  const [animation, setAnimation] = useState<"SlideOver" | "None">("SlideOver");
  const [order, setOrder] = useState("Name, Title, Department, Country, Sales, Rating");

  const readOrder = () => {
    const grid = gridRef.current;
    if (grid) setOrder(grid.actualColumns.toArray().map((c) => c.headerText).join(", "));
  };

  const shift = (by: -1 | 1) => {
    const grid = gridRef.current;
    if (!grid) return;
    // Moves the first column one step: a simple way to try the API without dragging.
    const count = grid.actualColumns.count;
    if (by === 1 && grid.canMoveColumnRight(0)) grid.moveColumnRight(0);
    if (by === -1 && grid.canMoveColumnLeft(count - 1)) grid.moveColumnLeft(count - 1);
    window.setTimeout(readOrder, 300);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Moving by drag" value={mode} options={["Deferred", "None"] as const} onChange={setMode} width={150} />
        <SelectControl label="Animation" value={animation} options={["SlideOver", "None"] as const} onChange={setAnimation} width={150} />
        <IgrButton variant="outlined" onClick={() => shift(1)}>
          First column → right
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => shift(-1)}>
          Last column → left
        </IgrButton>
      </ControlBar>
      <Hint>Drag a column header sideways and drop it where the separator shows. Order: {order}.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          ref={gridRef}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          columnMovingMode={mode}
          columnMovingAnimationMode={animation}
          columnMovingSeparatorWidth={4}
          columnMovingSeparatorBackground="#1976d2"
          actualColumnsChanged={readOrder}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>170" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
          <IgrNumericColumn field="rating" headerText="Rating" width="*>90" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
