import { useState } from "react";
import { FilteringLogic, IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { filterLogicOptions, filterUiOptions, type FilterLogic, type FilterUi } from "../../_shared/filter-options";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridFilteringOptionsSample() {
  const [mode, setMode] = useState<FilterUi>("quickFilter");
  const [logic, setLogic] = useState<FilterLogic>("and");
  const [ignoreCase, setIgnoreCase] = useState(true);
  const [salaryFilterable, setSalaryFilterable] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Filter UI" value={mode} onChange={setMode} options={filterUiOptions} />
        <ChoiceControl label="Between columns" value={logic} onChange={setLogic} options={filterLogicOptions} />
        <SwitchControl label="Ignore case" checked={ignoreCase} onChange={setIgnoreCase} />
        <SwitchControl label="Salary filterable" checked={salaryFilterable} onChange={setSalaryFilterable} />
      </ControlBar>
      <Hint>
        Filter on Title and City, for example. A person who matches keeps every manager above them in view — the managers that do not match
        themselves are dimmed — so each match is shown in its place in the org chart.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={mode}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowFiltering
          filterMode={mode}
          filteringLogic={logic === "and" ? FilteringLogic.And : FilteringLogic.Or}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" filteringIgnoreCase={ignoreCase} />
          <IgrColumn field="title" header="Title" filteringIgnoreCase={ignoreCase} />
          <IgrColumn field="department" header="Department" filteringIgnoreCase={ignoreCase} />
          <IgrColumn field="city" header="City" filteringIgnoreCase={ignoreCase} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} filterable={salaryFilterable} />
          <IgrColumn field="remote" header="Remote" dataType="boolean" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
