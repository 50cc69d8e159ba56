import { useEffect, useMemo, useRef, useState } from "react";
import { ColumnPinningPosition, IgrActionStrip, IgrColumn, IgrGrid, IgrGridPinningActions, RowPinningPosition } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Side = "top" | "bottom";
type ColumnSide = "start" | "end";
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function RowPinningOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [rows, setRows] = useState<Side>("top");
  const [columns, setColumns] = useState<ColumnSide>("start");
  const [pinned, setPinned] = useState(0);

  // pinning says where pinned rows and columns go; one object for both.
  const pinning = useMemo(
    () => ({
      rows: rows === "top" ? RowPinningPosition.Top : RowPinningPosition.Bottom,
      columns: columns === "start" ? ColumnPinningPosition.Start : ColumnPinningPosition.End,
    }),
    [rows, columns],
  );

  // Two rows pinned from code to begin with.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !employees[3] || !employees[8]) return;
    grid.pinRow(employees[3].id);
    grid.pinRow(employees[8].id);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Pinned rows at the"
          value={rows}
          options={[
            { value: "top", text: "Top" },
            { value: "bottom", text: "Bottom" },
          ]}
          onChange={setRows}
        />
        <ChoiceControl
          label="Pinned Name column at the"
          value={columns}
          options={[
            { value: "start", text: "Start" },
            { value: "end", text: "End" },
          ]}
          onChange={setColumns}
        />
      </ControlBar>
      <Hint>Hover a row for the action strip's pin button. {pinned} rows pinned: they stay in view while the rest scrolls, and keep a ghost in their place.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          pinning={pinning}
          onRowPinned={(e) => setPinned((n) => n + (e.detail.isPinned ? 1 : -1))}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width="170px" pinned />
          <IgrColumn field="title" header="Title" minWidth="190px" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="city" header="City" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrActionStrip>
            <IgrGridPinningActions />
          </IgrActionStrip>
        </IgrGrid>
      </div>
    </div>
  );
}
