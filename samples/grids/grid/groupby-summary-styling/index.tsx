import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrGroupingExpression } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./groupby-summary-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const percent = { digitsInfo: "1.0-0" };
const initialGrouping: IgrGroupingExpression[] = [{ fieldName: "department", dir: SortingDirection.Asc, ignoreCase: true }];

export default function GroupBySummaryStylingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [styled, setStyled] = useState(true);
  // At the top, the first department's summary row is in view without scrolling.
  const [position, setPosition] = useState<"top" | "bottom">("top");

  // Grouped once on mount; from then on the user changes the grouping through the group area.
  useEffect(() => {
    gridRef.current?.groupBy(initialGrouping);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom summary colors" checked={styled} onChange={setStyled} />
        <ChoiceControl
          label="Group summaries at the"
          value={position}
          options={[
            { value: "top", text: "Top" },
            { value: "bottom", text: "Bottom" },
          ]}
          onChange={setPosition}
        />
      </ControlBar>
      <Hint>Each department has its own summary row; its background, labels, results and border come from CSS custom properties.</Hint>
      <div style={gridArea} className={styled ? "groupby-summary-styling-theme" : undefined}>
        <IgrGrid
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          ref={gridRef}
          summaryCalculationMode="childLevelsOnly"
          summaryPosition={position}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" />
          <IgrColumn field="department" header="Department" groupable />
          <IgrColumn field="country" header="Country" groupable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" hasSummary />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrColumn field="performance" header="Goal reached" dataType="percent" pipeArgs={percent} hasSummary />
        </IgrGrid>
      </div>
    </div>
  );
}
