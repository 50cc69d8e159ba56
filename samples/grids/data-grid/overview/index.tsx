import { useState } from "react";
import {
  IgrDataGrid,
  IgrDataGridModule,
  IgrDataGridToolbarModule,
  IgrDateTimeColumn,
  IgrGridColumnOptionsModule,
  IgrNumericColumn,
  IgrTextColumn,
} from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrDataGridToolbarModule.register();
IgrGridColumnOptionsModule.register();

type Density = "Compact" | "Cosy" | "Comfortable";

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["id"];

export default function DataGridOverviewSample() {
  const [density, setDensity] = useState<Density>("Cosy");
  const [groupArea, setGroupArea] = useState(true);
  const [hover, setHover] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Density" value={density} options={["Compact", "Cosy", "Comfortable"] as const} onChange={setDensity} />
        <SwitchControl label="Group-by area" checked={groupArea} onChange={setGroupArea} />
        <SwitchControl label="Row hover" checked={hover} onChange={setHover} />
      </ControlBar>
      <Hint>Click a header to sort, open its ⋮ menu to filter, group, pin or hide, or drag it into the group-by area.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          primaryKey={primaryKey}
          density={density}
          isGroupByAreaVisible={groupArea}
          isRowHoverEnabled={hover}
          isToolbarVisible
          toolbarTitle="Sales team"
          isToolbarColumnChooserVisible
          isToolbarColumnPinningVisible
          isColumnOptionsEnabled
        >
          <IgrNumericColumn field="id" headerText="ID" width="80" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" sortDirection="Descending" positivePrefix="$" showGroupingSeparator width="*>120" />
          <IgrNumericColumn field="progress" headerText="Of target" isPercent maxFractionDigits={0} width="*>110" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
