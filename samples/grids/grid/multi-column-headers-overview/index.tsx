import { useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarPinning } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function MultiColumnHeadersOverviewSample() {
  const [pinned, setPinned] = useState(true);
  const [moving, setMoving] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Pin the Employee group" checked={pinned} onChange={setPinned} />
        <SwitchControl label="Drag groups to move them" checked={moving} onChange={setMoving} />
      </ControlBar>
      <Hint>Column groups nest headers over their columns; a group pins, hides and moves as one block, and its columns stay inside it.</Hint>
      <div style={gridArea}>
        <IgrGrid data={employees} primaryKey="id" autoGenerate={false} moving={moving} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumnGroup header="Employee" pinned={pinned}>
            <IgrColumn field="name" header="Name" width="170px" sortable />
            <IgrColumn field="title" header="Title" width="190px" sortable />
          </IgrColumnGroup>
          <IgrColumnGroup header="Contact">
            <IgrColumn field="email" header="Email" width="250px" />
            <IgrColumn field="phone" header="Phone" width="150px" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Address">
            <IgrColumnGroup header="Location">
              <IgrColumn field="country" header="Country" width="120px" sortable />
              <IgrColumn field="city" header="City" width="120px" sortable />
            </IgrColumnGroup>
            <IgrColumn field="remote" header="Remote" dataType="boolean" width="110px" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Employment">
            <IgrColumn field="department" header="Department" width="140px" sortable />
            <IgrColumn field="hireDate" header="Hired" dataType="date" width="130px" sortable />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="120px" sortable />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
    </div>
  );
}
