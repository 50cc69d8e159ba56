import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrGridColumnOptionsModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrGridColumnOptionsModule.register();

type Ui = "FilterRow" | "ColumnOptions" | "None";
type Logic = "And" | "Or";
type Compare = "CaseInsensitive" | "CaseSensitive";

export default function ColumnFilteringSample() {
  const [ui, setUi] = useState<Ui>("FilterRow");
  const [logic, setLogic] = useState<Logic>("And");
  const [compare, setCompare] = useState<Compare>("CaseInsensitive");
  const [count, setCount] = useState(0);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Filter UI"
          value={ui}
          options={[
            { value: "FilterRow", text: "Filter row" },
            { value: "ColumnOptions", text: "Column menu" },
            { value: "None", text: "None" },
          ]}
          onChange={setUi}
        />
        <SelectControl label="Combine columns with" value={logic} options={["And", "Or"] as const} onChange={setLogic} width={150} />
        <SelectControl
          label="Text comparison"
          value={compare}
          options={[
            { value: "CaseInsensitive", text: "Case-insensitive" },
            { value: "CaseSensitive", text: "Case-sensitive" },
          ]}
          onChange={setCompare}
        />
      </ControlBar>
      <Hint>
        {ui === "FilterRow"
          ? "Type in the row under the headers and pick an operator from its icon."
          : ui === "ColumnOptions"
            ? "Open a header’s ⋮ menu to filter that column."
            : "Filtering UI is off."}{" "}
        Active column filters: {count}.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          key={ui}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          filterUIType={ui}
          isColumnOptionsEnabled={ui === "ColumnOptions"}
          filterLogicalOperator={logic}
          filterComparisonType={compare}
          filterExpressionsChanged={(grid) => setCount(grid.actualColumns.toArray().filter((c) => c.filterExpression).length)}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>170" />
          <IgrTextColumn field="country" headerText="Country" width="*>130" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>140" />
          <IgrNumericColumn field="age" headerText="Age" width="*>100" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>130" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
