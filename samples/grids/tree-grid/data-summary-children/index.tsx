import { useState } from "react";
import { IgrColumn, IgrNumberSummaryOperand, IgrSummaryOperand, IgrTreeGrid, type IgrSummaryResult } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Payroll of a team: the sum and average salary of the rows in that summary, without min and max. */
class PayrollSummary extends IgrNumberSummaryOperand {
  override operate(data: number[] = [], allData: unknown[] = [], fieldName?: string): IgrSummaryResult[] {
    // Keys of the built-in summaries get the built-in labels and formats, so these results use keys of their own
    // and carry their text already formatted.
    const results = super.operate(data, allData, fieldName);
    const value = (key: string) => results.find((r) => r.key === key)?.summaryResult as number;
    return [
      { key: "payroll", label: "Payroll", summaryResult: money.format(value("sum")) },
      { key: "mean", label: "Mean", summaryResult: money.format(value("average")) },
    ];
  }
}

/** How many people are in the team and how many of them work remotely. */
class HeadcountSummary extends IgrSummaryOperand {
  override operate(data: boolean[] = []): IgrSummaryResult[] {
    return [
      { key: "people", label: "People", summaryResult: data.length },
      { key: "remoteStaff", label: "Remote", summaryResult: data.filter(Boolean).length },
    ];
  }
}

export default function TreeGridDataSummaryChildrenSample() {
  const [onCollapse, setOnCollapse] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Show a team's summary when it is collapsed" checked={onCollapse} onChange={setOnCollapse} />
      </ControlBar>
      <Hint>
        With summaries for child levels only, every team gets its own summary row under its members: the payroll and average salary of the direct
        reports, and how many of them work remotely. Collapse a manager to keep just the team's summary in view.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          summaryCalculationMode="childLevelsOnly"
          showSummaryOnCollapse={onCollapse}
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="210px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="remote" header="Remote" dataType="boolean" hasSummary summaries={HeadcountSummary} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} hasSummary summaries={PayrollSummary} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
