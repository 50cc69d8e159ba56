import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

const rows = employees.slice(0, 60);

export default function DataGridAccessibilitySample() {
  const [aria, setAria] = useState(true);
  const [active, setActive] = useState("none");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Accessibility mode (ARIA roles for screen readers)" checked={aria} onChange={setAria} />
      </ControlBar>
      <Hint>
        Click a cell, then move with the arrow keys, Home/End and Page Up/Down; Tab leaves the grid. With accessibility mode on, the grid
        exposes grid, row and cell roles. Active cell: {active}.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          key={String(aria)}
          height="100%"
          width="100%"
          dataSource={rows}
          autoGenerateColumns={false}
          useAccessibility={aria}
          activationMode="Cell"
          isActiveCellStyleEnabled
          activeCellChanged={(_grid, e) => {
            const cell = e.newActiveCell;
            if (cell) setActive(`row ${cell.rowIndex + 1}, column “${cell.columnUniqueKey}”`);
          }}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>180" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Job title" width="*>170" />
          <IgrTextColumn field="email" headerText="Email" width="*>240" />
          <IgrTextColumn field="city" headerText="City" width="*>130" />
          <IgrDateTimeColumn field="hireDate" headerText="Hire date" dateTimeFormat="DateLong" width="*>190" />
          <IgrNumericColumn field="age" headerText="Age" width="*>80" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
