import { useEffect, useRef, useState } from "react";
import { FilterFactory } from "igniteui-react-core";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

const f = FilterFactory.instance;

/** Each preset is a filter expression built with the FilterFactory. */
const presets = {
  none: { text: "No filter", build: () => null },
  over: { text: "Sales over target", build: () => f.property("sales").isGreaterThan(f.property("target")) },
  europe: {
    text: "Europe, sales ≥ $500k",
    build: () =>
      f
        .property("country")
        .isEqualTo("Germany")
        .or(f.property("country").isEqualTo("France"))
        .or(f.property("country").isEqualTo("UK"))
        .or(f.property("country").isEqualTo("Spain"))
        .group()
        .and(f.property("sales").isGreaterThanOrEqualTo(500_000)),
  },
  managers: { text: "Title contains “Manager”", build: () => f.property("title").contains("Manager") },
  veterans: { text: "Hired before 2016", build: () => f.property("hireDate").year().isLessThan(2016) },
  initials: { text: "Name starts with A–E", build: () => f.property("name").toUpper().substring(0, 1).isLessThanOrEqualTo("E") },
} as const;
type Preset = keyof typeof presets;

export default function ColumnFilterExpressionsSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [preset, setPreset] = useState<Preset>("over");
  const [shown, setShown] = useState(employees.length);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.filterExpressions.clear();
    const expression = presets[preset].build();
    if (expression) grid.filterExpressions.add(expression);
    const id = window.setTimeout(() => setShown(grid.actualDataSource.actualCount), 50);
    return () => window.clearTimeout(id);
  }, [preset]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Filter expression"
          value={preset}
          options={(Object.keys(presets) as Preset[]).map((value) => ({ value, text: presets[value].text }))}
          onChange={setPreset}
          width={260}
        />
      </ControlBar>
      <Hint>
        Expressions are built in code with the FilterFactory and can compare two columns, group conditions or call functions such as year()
        and toUpper(). Showing {shown} of {employees.length} rows.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={employees} autoGenerateColumns={false}>
          <IgrTextColumn field="name" headerText="Name" width="*>160" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="country" headerText="Country" width="*>110" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>110" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>110" />
          <IgrNumericColumn field="target" headerText="Target" positivePrefix="$" showGroupingSeparator width="*>110" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
