import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const percent = { digitsInfo: "1.0-0" };
const salaries = employees.map((e) => e.salary);
const minSalary = Math.min(...salaries);
const maxSalary = Math.max(...salaries);

/** Red below the goal, amber near it, green above: a color for a share of the goal reached. */
function goalColor(share: number): string {
  const hue = Math.max(0, Math.min(120, (share - 0.5) * 160));
  return `hsl(${hue} 70% 88%)`;
}

// cellStyles maps a CSS property to a value or a function of the row; the function runs for every cell.
const performanceStyles = {
  background: (row: Employee) => goalColor(row.performance),
  fontWeight: (row: Employee) => (row.performance >= 1 ? "700" : "400"),
};

export default function ConditionalCellStyle2Sample() {
  const [heatmap, setHeatmap] = useState(true);
  const [stripeRemote, setStripeRemote] = useState(true);

  const salaryStyles = useMemo(
    () =>
      heatmap
        ? {
            // A blue bar whose length follows the salary, drawn behind the value.
            background: (row: Employee) => {
              const pct = Math.round(((row.salary - minSalary) / (maxSalary - minSalary)) * 100);
              return `linear-gradient(90deg, #bbdefb ${pct}%, transparent ${pct}%)`;
            },
          }
        : null,
    [heatmap],
  );
  const rowStyles = useMemo(() => (stripeRemote ? { fontStyle: (row: { data: Employee }) => (row.data.remote ? "italic" : "normal") } : null), [stripeRemote]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Salary bars" checked={heatmap} onChange={setHeatmap} />
        <SwitchControl label="Italic rows for remote staff" checked={stripeRemote} onChange={setStripeRemote} />
      </ControlBar>
      <Hint>Styles are computed per cell: the goal column is a red-to-green scale, salaries get a bar, and whole rows can be styled with rowStyles.</Hint>
      <div style={gridArea}>
        <IgrGrid data={employees} primaryKey="id" autoGenerate={false} rowStyles={rowStyles} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="performance" header="Goal reached" dataType="percent" pipeArgs={percent} cellStyles={performanceStyles} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} cellStyles={salaryStyles} />
          <IgrColumn field="remote" header="Remote" dataType="boolean" />
          <IgrColumn field="country" header="Country" />
        </IgrGrid>
      </div>
    </div>
  );
}
