import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnResizingSample() {
  const [resizable, setResizable] = useState(true);
  const [last, setLast] = useState("");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Resizable columns" checked={resizable} onChange={setResizable} />
      </ControlBar>
      <Hint>
        Drag the right edge of a header to resize its column, or double-click the edge to fit its content. Name is kept between 180 and 400 px and
        Salary between 100 and 180 px. {last && <b>{last}</b>}
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          onColumnResized={(e) => setLast(`${e.detail.column?.header}: ${e.detail.prevWidth} → ${e.detail.newWidth}.`)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width="220px" minWidth="180px" maxWidth="400px" resizable={resizable} />
          <IgrColumn field="title" header="Title" width="200px" resizable={resizable} />
          <IgrColumn field="department" header="Department" width="150px" resizable={resizable} />
          <IgrColumn field="city" header="City" width="130px" resizable={resizable} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="130px" minWidth="100px" maxWidth="180px" resizable={resizable} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" resizable={resizable} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
