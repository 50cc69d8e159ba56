import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./column-pinning-styles.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnPinningStylesSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom pinned column style" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>The pinned Name and Title columns get a tinted background and a thick dashed border where the scrolling area starts.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          className={themed ? "column-pinning-styles-grid" : undefined}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width="220px" pinned />
          <IgrColumn field="title" header="Title" width="220px" pinned />
          <IgrColumn field="department" header="Department" width="170px" />
          <IgrColumn field="email" header="Email" width="260px" />
          <IgrColumn field="phone" header="Phone" width="170px" />
          <IgrColumn field="city" header="City" width="150px" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="150px" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
