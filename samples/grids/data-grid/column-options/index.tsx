import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrGridColumnOptionsModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrGridColumnOptionsModule.register();

type Align = "Right" | "Left" | "Opposite";
type Behavior = "AlwaysVisible" | "AppearOnHover" | "AppearOnHoverAnimate";

export default function ColumnOptionsSample() {
  const [align, setAlign] = useState<Align>("Right");
  const [behavior, setBehavior] = useState<Behavior>("AlwaysVisible");
  const [grouping, setGrouping] = useState(true);
  const [summaries, setSummaries] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Menu icon alignment" value={align} options={["Right", "Left", "Opposite"] as const} onChange={setAlign} width={170} />
        <SelectControl
          label="Menu icon shows"
          value={behavior}
          options={[
            { value: "AlwaysVisible", text: "Always" },
            { value: "AppearOnHover", text: "On hover" },
            { value: "AppearOnHoverAnimate", text: "On hover, animated" },
          ]}
          onChange={setBehavior}
        />
        <SwitchControl label="Grouping section" checked={grouping} onChange={setGrouping} />
        <SwitchControl label="Summaries section" checked={summaries} onChange={setSummaries} />
      </ControlBar>
      <Hint>Open a column’s ⋮ menu: sort, move, pin, hide, group, add summaries and filter from one place. The Name column has no menu.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          key={`${grouping}-${summaries}`}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isColumnOptionsEnabled
          columnOptionsIconAlignment={align}
          columnOptionsIconBehavior={behavior}
          isColumnOptionsGroupingEnabled={grouping}
          isColumnOptionsSummariesEnabled={summaries}
          isGroupByAreaVisible={grouping}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" isColumnOptionsEnabled={false} sortDirection="Ascending" />
          <IgrTextColumn field="department" headerText="Department" width="*>150" />
          <IgrTextColumn field="country" headerText="Country" width="*>130" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>130" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>130" />
          <IgrNumericColumn field="rating" headerText="Rating" width="*>110" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
