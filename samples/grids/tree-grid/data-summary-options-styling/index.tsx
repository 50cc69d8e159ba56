import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./data-summary-options-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridDataSummaryOptionsStylingSample() {
  const [themed, setThemed] = useState(true);
  const [top, setTop] = useState(false);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom summary colors" checked={themed} onChange={setThemed} />
        <SwitchControl label="Team summaries on top" checked={top} onChange={setTop} />
      </ControlBar>
      <Hint>Summary rows get a dark slate background with amber labels and white results, for every team and for the whole company.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          className={themed ? "data-summary-options-styling-grid" : undefined}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          summaryCalculationMode="rootAndChildLevels"
          summaryPosition={top ? "top" : "bottom"}
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="210px" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="age" header="Age" dataType="number" hasSummary />
          <IgrColumn field="hireDate" header="Hired" dataType="date" hasSummary />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} hasSummary />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
