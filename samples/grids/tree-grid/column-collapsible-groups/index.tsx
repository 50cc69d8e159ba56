import { useRef } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrColumnGroup, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnCollapsibleGroupsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);

  function expandGroups(expanded: boolean) {
    gridRef.current?.columns.forEach((column) => {
      if (column.columnGroup) (column as IgrColumnGroup).expanded = expanded;
    });
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => expandGroups(true)}>Expand all groups</IgrButton>
        <IgrButton variant="outlined" onClick={() => expandGroups(false)}>
          Collapse all groups
        </IgrButton>
      </ControlBar>
      <Hint>
        Click the arrow in a group header to collapse it: the columns marked visible-when-collapsed stay (a short summary), the rest hide. The tree
        column, Name, is outside the groups and always shown.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width="210px" pinned />
          <IgrColumnGroup header="Position" collapsible>
            <IgrColumn field="title" header="Title" visibleWhenCollapsed />
            <IgrColumn field="department" header="Department" visibleWhenCollapsed={false} />
            <IgrColumn field="hireDate" header="Hired" dataType="date" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Location" collapsible>
            <IgrColumn field="city" header="City" visibleWhenCollapsed />
            <IgrColumn field="country" header="Country" visibleWhenCollapsed={false} />
            <IgrColumn field="remote" header="Remote" dataType="boolean" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Contact" collapsible>
            <IgrColumn field="email" header="Email" visibleWhenCollapsed />
            <IgrColumn field="phone" header="Phone" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Pay" collapsible>
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} visibleWhenCollapsed />
            <IgrColumn field="performance" header="Goal reached" dataType="percent" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
