import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrGridColumnOptionsModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrGridColumnOptionsModule.register();

export default function RowGroupingSample() {
  const [sticky, setSticky] = useState(true);
  const [collapsible, setCollapsible] = useState(true);
  const [expanded, setExpanded] = useState(true);
  const [groups, setGroups] = useState("country");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Sticky group headers" checked={sticky} onChange={setSticky} />
        <SwitchControl label="Collapsible groups" checked={collapsible} onChange={setCollapsible} />
        <SwitchControl label="Groups start expanded" checked={expanded} onChange={setExpanded} />
      </ControlBar>
      <Hint>
        Drag a column header into the area above the grid, or use “Group” in its ⋮ menu. Drag chips to reorder levels and click them to flip the
        sort. Grouped by: {groups || "nothing"}.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          key={String(expanded)}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isGroupByAreaVisible
          isColumnOptionsEnabled
          isGroupRowSticky={sticky}
          isGroupCollapsable={collapsible}
          isGroupExpandedDefault={expanded}
          initialGroups="country"
          groupDescriptionsChanged={(grid) => setGroups(grid.groupDescriptions.toArray().map((g) => g.field).join(" › "))}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrTextColumn field="city" headerText="City" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
