import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDataGridPagerModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrDataGridPagerModule.register();

const sizes = ["10", "15", "25", "50"] as const;

export default function DataGridPagerSample() {
  const [size, setSize] = useState<(typeof sizes)[number]>("15");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Rows per page" value={size} options={sizes} onChange={setSize} width={150} />
      </ControlBar>
      <Hint>
        The grid’s built-in pager sits under the rows: {employees.length} employees in {Math.ceil(employees.length / Number(size))} pages. Sorting
        applies to all pages.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid height="100%" width="100%" dataSource={employees} autoGenerateColumns={false} isPagerVisible pageSize={Number(size)}>
          <IgrNumericColumn field="id" headerText="ID" width="90" sortDirection="Ascending" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="title" headerText="Title" width="*>170" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>130" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
