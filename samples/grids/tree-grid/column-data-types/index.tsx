import { useMemo, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Currency = "USD" | "EUR" | "JPY";
type DateFormat = "mediumDate" | "shortDate" | "longDate" | "y-MM-dd";

// A dateTime and a time column alongside the shared fields: when each person last signed in.
const data = employees.map((e, i) => {
  const lastSeen = new Date(2026, 10, 23, 7 + ((e.id * 7) % 11), (e.id * 13) % 60);
  return { ...e, lastSeen, shiftStart: new Date(2026, 0, 1, 7 + (i % 4), i % 2 === 0 ? 0 : 30) };
});

export default function TreeGridColumnDataTypesSample() {
  const [currency, setCurrency] = useState<Currency>("USD");
  const [dateFormat, setDateFormat] = useState<DateFormat>("mediumDate");
  // The columns apply every new pipeArgs object they are given: new ones only when a choice changes.
  const money = useMemo(() => ({ currencyCode: currency, digitsInfo: "1.0-0" }), [currency]);
  const date = useMemo(() => ({ format: dateFormat }), [dateFormat]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Currency column" value={currency} options={["USD", "EUR", "JPY"]} onChange={setCurrency} width={160} />
        <SelectControl label="Date format" value={dateFormat} options={["mediumDate", "shortDate", "longDate", "y-MM-dd"]} onChange={setDateFormat} />
      </ControlBar>
      <Hint>
        Each column's dataType picks its formatting, alignment, editor, sorting and filter conditions: string, number, currency, percent, date,
        dateTime, time and boolean. Open a column's filter to see its own conditions.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={data}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name (string)" dataType="string" minWidth="210px" sortable />
          <IgrColumn field="age" header="Age (number)" dataType="number" sortable minWidth="175px" />
          <IgrColumn field="salary" header="Salary (currency)" dataType="currency" pipeArgs={money} sortable minWidth="175px" />
          <IgrColumn field="performance" header="Goal (percent)" dataType="percent" sortable minWidth="175px" />
          <IgrColumn field="hireDate" header="Hired (date)" dataType="date" pipeArgs={date} sortable minWidth="175px" />
          <IgrColumn field="lastSeen" header="Last seen (dateTime)" dataType="dateTime" sortable minWidth="190px" />
          <IgrColumn field="shiftStart" header="Shift (time)" dataType="time" sortable minWidth="175px" />
          <IgrColumn field="remote" header="Remote (boolean)" dataType="boolean" sortable minWidth="175px" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
