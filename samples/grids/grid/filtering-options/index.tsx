import { useState } from "react";
import { FilteringLogic, IgrColumn, IgrGrid, type FilterMode } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const logicOptions = [
  { value: "and", text: "All column filters (And)" },
  { value: "or", text: "Any column filter (Or)" },
] as const;

export default function FilteringOptionsSample() {
  const [mode, setMode] = useState<FilterMode>("quickFilter");
  const [allowFiltering, setAllowFiltering] = useState(true);
  const [ignoreCase, setIgnoreCase] = useState(true);
  const [titleFilterable, setTitleFilterable] = useState(true);
  const [logic, setLogic] = useState<"and" | "or">("and");

  const text = { filteringIgnoreCase: ignoreCase };

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Filter UI"
          value={mode}
          options={[
            { value: "quickFilter", text: "Filter row" },
            { value: "excelStyleFilter", text: "Excel style" },
          ]}
          onChange={setMode}
        />
        <SelectControl label="Match rows passing" value={logic} options={logicOptions} onChange={setLogic} width={240} />
      </ControlBar>
      <ControlBar>
        <SwitchControl label="Allow filtering" checked={allowFiltering} onChange={setAllowFiltering} />
        <SwitchControl label="Ignore case" checked={ignoreCase} onChange={setIgnoreCase} />
        <SwitchControl label="Title column filterable" checked={titleFilterable} onChange={setTitleFilterable} />
      </ControlBar>
      <Hint>Filter row: click the filter cell under a header, pick a condition and type a value; chips show each column's conditions. With Or, a row passing any column's filter stays.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering={allowFiltering}
          filterMode={mode}
          filteringLogic={logic === "and" ? FilteringLogic.And : FilteringLogic.Or}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" {...text} />
          <IgrColumn field="title" header="Title" minWidth="190px" filterable={titleFilterable} {...text} />
          <IgrColumn field="department" header="Department" {...text} />
          <IgrColumn field="city" header="City" {...text} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="remote" header="Remote" dataType="boolean" />
        </IgrGrid>
      </div>
    </div>
  );
}
