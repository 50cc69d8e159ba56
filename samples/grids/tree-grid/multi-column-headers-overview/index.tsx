import { useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridMultiColumnHeadersOverviewSample() {
  const [pinGeneral, setPinGeneral] = useState(false);
  const [moving, setMoving] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Pin the General group" checked={pinGeneral} onChange={setPinGeneral} />
        <SwitchControl label="Move groups by dragging" checked={moving} onChange={setMoving} />
      </ControlBar>
      <Hint>
        Column groups put a shared header over related columns, and groups nest: Address sits inside Location. A group moves and pins as one;
        drag a group header to move it (within its parent group).
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          moving={moving}
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumnGroup header="General" pinned={pinGeneral}>
            <IgrColumn field="name" header="Name" width="200px" />
            <IgrColumn field="title" header="Title" width="200px" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Employment">
            <IgrColumn field="department" header="Department" width="140px" />
            <IgrColumn field="hireDate" header="Hired" dataType="date" width="140px" />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="130px" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Location">
            <IgrColumn field="remote" header="Remote" dataType="boolean" width="110px" />
            <IgrColumnGroup header="Address">
              <IgrColumn field="country" header="Country" width="130px" />
              <IgrColumn field="city" header="City" width="130px" />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Contact">
            <IgrColumn field="email" header="Email" width="260px" />
            <IgrColumn field="phone" header="Phone" width="170px" />
          </IgrColumnGroup>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
