import { useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./column-pinning-styles.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function ColumnPinningStylesSample() {
  const [themed, setThemed] = useState(true);
  const [rows] = useState(employees);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom pinned column style" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Scroll sideways: the pinned Name and Title columns keep a tinted background and a thick dashed border between them and the rest.</Hint>
      <div style={gridArea}>
        <IgrGrid className={themed ? "column-pinning-styles-grid" : undefined} data={rows} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" width="180px" pinned />
          <IgrColumn field="title" header="Title" width="200px" pinned />
          <IgrColumn field="department" header="Department" width="160px" />
          <IgrColumn field="email" header="Email" width="260px" />
          <IgrColumn field="phone" header="Phone" width="170px" />
          <IgrColumn field="city" header="City" width="150px" />
          <IgrColumn field="country" header="Country" width="140px" />
          <IgrColumn field="hireDate" header="Hired" dataType="date" width="150px" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="140px" />
        </IgrGrid>
      </div>
    </div>
  );
}
