import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDataGridToolbarModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrDataGridToolbarModule.register();

export default function ColumnPinningToolbarSample() {
  const [chooser, setChooser] = useState(false);
  const [pinned, setPinned] = useState<string[]>(["name"]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Also show the column chooser button" checked={chooser} onChange={setChooser} />
      </ControlBar>
      <Hint>Open the pinning list from the pin button in the toolbar. Pinned now: {pinned.length ? pinned.join(", ") : "none"}.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isToolbarVisible
          toolbarTitle="Employees"
          isToolbarColumnPinningVisible
          toolbarColumnPinningText="Pinning"
          toolbarColumnPinningTitle="Pin columns to the left"
          isToolbarColumnChooserVisible={chooser}
          pinnedAreaSeparatorWidth={3}
          columnPinnedChanged={(grid) => setPinned(grid.actualColumns.toArray().filter((c) => c.pinned !== 0 && String(c.pinned) !== "None").map((c) => c.field))}
        >
          <IgrTextColumn field="name" headerText="Name" width="180" pinned="Left" sortDirection="Ascending" />
          <IgrTextColumn field="email" headerText="Email" width="240" />
          <IgrTextColumn field="title" headerText="Title" width="180" />
          <IgrTextColumn field="department" headerText="Department" width="150" />
          <IgrTextColumn field="city" headerText="City" width="140" />
          <IgrTextColumn field="country" headerText="Country" width="130" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="130" />
          <IgrNumericColumn field="salary" headerText="Salary" positivePrefix="$" showGroupingSeparator width="130" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="130" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
