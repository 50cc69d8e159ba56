import { useState } from "react";
import { IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const numberKeys = ["count", "min", "max", "sum", "average"];
const dateKeys = ["count", "earliest", "latest"];

/** A row of checkboxes: ticked summaries show, unticked ones go into the column's disabledSummaries. */
function SummaryPicker({ label, keys, disabled, onChange }: { label: string; keys: string[]; disabled: string[]; onChange: (next: string[]) => void }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <strong style={{ width: 70 }}>{label}</strong>
      {keys.map((key) => (
        <IgrCheckbox key={key} checked={!disabled.includes(key)} onChange={(e) => onChange(e.detail.checked ? disabled.filter((k) => k !== key) : [...disabled, key])}>
          {key}
        </IgrCheckbox>
      ))}
    </div>
  );
}

export default function TreeGridDisabledSummariesSample() {
  const [age, setAge] = useState<string[]>(["sum"]);
  const [salary, setSalary] = useState<string[]>(["count", "min"]);
  const [hired, setHired] = useState<string[]>(["count"]);

  return (
    <div style={gridPage}>
      <SummaryPicker label="Age" keys={numberKeys} disabled={age} onChange={setAge} />
      <SummaryPicker label="Salary" keys={numberKeys} disabled={salary} onChange={setSalary} />
      <SummaryPicker label="Hired" keys={dateKeys} disabled={hired} onChange={setHired} />
      <Hint>Untick a summary to put it in the column's disabledSummaries: it disappears from the company total and from every team's summary.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          summaryCalculationMode="rootAndChildLevels"
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="210px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="age" header="Age" dataType="number" hasSummary disabledSummaries={age} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} hasSummary disabledSummaries={salary} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" hasSummary disabledSummaries={hired} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
