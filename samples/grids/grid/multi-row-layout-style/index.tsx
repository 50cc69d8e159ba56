import { useState } from "react";
import { IgrColumn, IgrColumnLayout, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";
import "./multi-row-layout-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
// cellClasses works per column in a layout too: the name line is emphasised, remote people get a badge color.
const nameClasses = { "multi-row-layout-style-name": () => true };
const remoteClasses = { "multi-row-layout-style-remote": (row: Employee) => row.remote };

export default function MultiRowLayoutStyleSample() {
  const [styled, setStyled] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom layout styles" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Alternating record colors, a divider between the layout blocks and emphasised first lines, all from a stylesheet.</Hint>
      <div style={gridArea} className={styled ? "multi-row-layout-style-theme" : undefined}>
        <IgrGrid data={employees} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumnLayout>
            <IgrColumn field="name" header="Name" rowStart={1} colStart={1} colEnd={3} cellClasses={nameClasses} />
            <IgrColumn field="title" header="Title" rowStart={2} colStart={1} />
            <IgrColumn field="department" header="Department" rowStart={2} colStart={2} />
          </IgrColumnLayout>
          <IgrColumnLayout>
            <IgrColumn field="email" header="Email" rowStart={1} colStart={1} colEnd={3} />
            <IgrColumn field="city" header="City" rowStart={2} colStart={1} />
            <IgrColumn field="country" header="Country" rowStart={2} colStart={2} />
          </IgrColumnLayout>
          <IgrColumnLayout>
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} rowStart={1} colStart={1} />
            <IgrColumn field="remote" header="Remote" dataType="boolean" rowStart={2} colStart={1} cellClasses={remoteClasses} />
          </IgrColumnLayout>
        </IgrGrid>
      </div>
    </div>
  );
}
