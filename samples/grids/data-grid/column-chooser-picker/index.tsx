import { useEffect, useRef, useState } from "react";
import { IgrColumnChooser, IgrColumnChooserModule, IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { Hint, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrColumnChooserModule.register();

export default function ColumnChooserPickerSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [grid, setGrid] = useState<IgrDataGrid>();

  // The chooser lists the columns of the grid it targets, so it is given the grid once both exist.
  useEffect(() => setGrid(gridRef.current ?? undefined), []);

  return (
    <div style={gridPage}>
      <Hint>Tick or untick columns in the chooser on the left to show or hide them; its search box filters the list.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ width: 240, border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4, display: "flex" }}>
          <IgrColumnChooser height="100%" width="100%" targetGrid={grid} title="Visible columns" filterPlaceholderText="Search columns" />
        </div>
        <div style={{ flex: 1, minWidth: 0, display: "flex" }}>
          <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={employees} autoGenerateColumns={false}>
            <IgrNumericColumn field="id" headerText="ID" width="80" />
            <IgrTextColumn field="name" headerText="Name" width="*>160" sortDirection="Ascending" />
            <IgrTextColumn field="email" headerText="Email" width="*>220" isHidden />
            <IgrTextColumn field="title" headerText="Title" width="*>160" />
            <IgrTextColumn field="department" headerText="Department" width="*>130" />
            <IgrTextColumn field="city" headerText="City" width="*>120" isHidden />
            <IgrTextColumn field="country" headerText="Country" width="*>110" />
            <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>110" />
            <IgrNumericColumn field="salary" headerText="Salary" positivePrefix="$" showGroupingSeparator width="*>110" isHidden />
            <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>110" />
          </IgrDataGrid>
        </div>
      </div>
    </div>
  );
}
