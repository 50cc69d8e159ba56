import { useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function ExcelStyleFilteringSample2() {
  const [sorting, setSorting] = useState(true);
  const [moving, setMoving] = useState(true);
  const [pinning, setPinning] = useState(true);
  const [hiding, setHiding] = useState(true);

  // The excel-style menu shows a section for every column feature that is on.
  const features = { sortable: sorting, disablePinning: !pinning, disableHiding: !hiding };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Sorting" checked={sorting} onChange={setSorting} />
        <SwitchControl label="Moving" checked={moving} onChange={setMoving} />
        <SwitchControl label="Pinning" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Hiding" checked={hiding} onChange={setHiding} />
      </ControlBar>
      <Hint>
        Open a column's menu (⋮): besides the filter it offers sort, move left/right, pin and hide — each switch adds or
        removes its section.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          moving={moving}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" {...features} />
          <IgrColumn field="title" header="Title" minWidth="190px" {...features} />
          <IgrColumn field="department" header="Department" {...features} />
          <IgrColumn field="country" header="Country" {...features} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" {...features} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} {...features} />
          <IgrColumn field="remote" header="Remote" dataType="boolean" {...features} />
        </IgrGrid>
      </div>
    </div>
  );
}
