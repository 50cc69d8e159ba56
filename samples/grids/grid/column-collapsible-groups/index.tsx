import { useRef } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrColumnGroup, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const percent = { digitsInfo: "1.0-0" };

export default function ColumnCollapsibleGroupsSample() {
  const gridRef = useRef<IgrGrid>(null);

  const expandAll = (expanded: boolean) => {
    for (const column of gridRef.current?.columns ?? []) {
      if (column.columnGroup) (column as IgrColumnGroup).expanded = expanded;
    }
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => expandAll(true)}>Expand all groups</IgrButton>
        <IgrButton variant="outlined" onClick={() => expandAll(false)}>
          Collapse all groups
        </IgrButton>
      </ControlBar>
      <Hint>
        Click the arrow in a group header to collapse it. A collapsed group shows only its summary columns (for example the full name instead of
        first and last name); an expanded group shows the details.
      </Hint>
      <div style={gridArea}>
        <IgrGrid ref={gridRef} data={employees} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumnGroup header="Person" collapsible>
            <IgrColumn field="name" header="Name" visibleWhenCollapsed />
            <IgrColumn field="firstName" header="First name" visibleWhenCollapsed={false} />
            <IgrColumn field="lastName" header="Last name" visibleWhenCollapsed={false} />
            <IgrColumn field="birthDate" header="Born" dataType="date" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Contact" collapsible>
            <IgrColumn field="email" header="Email" visibleWhenCollapsed />
            <IgrColumn field="phone" header="Phone" visibleWhenCollapsed={false} />
            <IgrColumnGroup header="Address" collapsible visibleWhenCollapsed={false}>
              <IgrColumn field="country" header="Country" visibleWhenCollapsed />
              <IgrColumn field="city" header="City" visibleWhenCollapsed={false} />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Job" collapsible>
            <IgrColumn field="title" header="Title" visibleWhenCollapsed />
            <IgrColumn field="department" header="Department" visibleWhenCollapsed={false} />
            <IgrColumn field="hireDate" header="Hired" dataType="date" visibleWhenCollapsed={false} />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} visibleWhenCollapsed={false} />
            <IgrColumn field="performance" header="Goal reached" dataType="percent" pipeArgs={percent} visibleWhenCollapsed={false} />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
    </div>
  );
}
