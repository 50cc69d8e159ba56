import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

type Mode = "Always" | "OnlyWhenSorted" | "Never";
type Align = "Top" | "Center" | "Bottom";

export default function CellMergingSample() {
  const [mode, setMode] = useState<Mode>("Always");
  const [align, setAlign] = useState<Align>("Center");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Merge cells"
          value={mode}
          options={[
            { value: "Always", text: "Always" },
            { value: "OnlyWhenSorted", text: "Only when sorted" },
            { value: "Never", text: "Never" },
          ]}
          onChange={setMode}
        />
        <SelectControl label="Vertical alignment" value={align} options={["Top", "Center", "Bottom"] as const} onChange={setAlign} width={160} />
      </ControlBar>
      <Hint>Adjacent cells with the same country, city or department merge into one. Sort other columns to see the merges change.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          mergedCellMode={mode}
          mergedCellVerticalAlignment={align}
          initialSorts="country, city, department"
        >
          <IgrTextColumn field="country" headerText="Country" width="*>130" />
          <IgrTextColumn field="city" headerText="City" width="*>130" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" mergedCellMode="Never" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" mergedCellMode="Never" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
