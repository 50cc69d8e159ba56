import { useEffect, useRef, useState } from "react";
import { IgrColumnPinning, IgrColumnPinningModule, IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { Hint, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrColumnPinningModule.register();

export default function ColumnPinningPickerSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [grid, setGrid] = useState<IgrDataGrid>();

  // The picker pins columns of the grid it targets.
  useEffect(() => setGrid(gridRef.current ?? undefined), []);

  return (
    <div style={gridPage}>
      <Hint>Tick a column in the picker on the left to pin it to the start of the grid; pinned columns stay put while the rest scroll sideways.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ width: 240, border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4, display: "flex" }}>
          <IgrColumnPinning height="100%" width="100%" targetGrid={grid} title="Pinned columns" filterPlaceholderText="Search columns" />
        </div>
        <div style={{ flex: 1, minWidth: 0, display: "flex" }}>
          <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={employees} autoGenerateColumns={false}>
            <IgrNumericColumn field="id" headerText="ID" width="80" pinned="Left" />
            <IgrTextColumn field="name" headerText="Name" width="180" pinned="Left" sortDirection="Ascending" />
            <IgrTextColumn field="email" headerText="Email" width="240" />
            <IgrTextColumn field="title" headerText="Title" width="180" />
            <IgrTextColumn field="department" headerText="Department" width="150" />
            <IgrTextColumn field="city" headerText="City" width="140" />
            <IgrTextColumn field="country" headerText="Country" width="130" />
            <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="130" />
            <IgrNumericColumn field="salary" headerText="Salary" positivePrefix="$" showGroupingSeparator width="130" />
            <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="130" />
            <IgrNumericColumn field="target" headerText="Target" positivePrefix="$" showGroupingSeparator width="130" />
          </IgrDataGrid>
        </div>
      </div>
    </div>
  );
}
