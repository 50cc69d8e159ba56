import { IgrColumn, IgrColumnGroup, IgrGrid, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const percent = { digitsInfo: "1.0-0" };

/** A group header with an icon, its caption and how many of its columns are showing. */
function groupHeader(icon: string) {
  return (ctx: IgrColumnTemplateContext) => {
    const group = ctx.column;
    const shown = group.childColumns.filter((c) => !c.hidden && !c.columnGroup).length;
    return (
      <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
        <span className="material-icons" style={{ fontSize: 18 }}>
          {icon}
        </span>
        <b>{group.header}</b>
        <span style={{ fontWeight: 400 }}>
          ({shown} of {group.childColumns.filter((c) => !c.columnGroup).length})
        </span>
      </span>
    );
  };
}

// The arrow that collapses a group, drawn by the sample instead of the default chevron.
const indicator = (ctx: IgrColumnTemplateContext) => {
  const expanded = (ctx.column as IgrColumnGroup).expanded;
  return (
    <span className="material-icons" style={{ fontSize: 18 }} title={expanded ? "Collapse" : "Expand"}>
      {expanded ? "unfold_less" : "unfold_more"}
    </span>
  );
};

export default function MultiColumnHeadersTemplateSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Group headers come from a template: an icon, the caption and a count of the visible columns. Click the arrows to collapse a group to
        its summary column.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={employees} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" width="170px" pinned />
          <IgrColumnGroup header="Contact" headerTemplate={groupHeader("contact_mail")} collapsible collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="email" header="Email" width="250px" visibleWhenCollapsed={false} />
            <IgrColumn field="phone" header="Phone" width="160px" visibleWhenCollapsed={false} />
            <IgrColumn field="city" header="City" width="130px" visibleWhenCollapsed />
          </IgrColumnGroup>
          <IgrColumnGroup header="Job" headerTemplate={groupHeader("work")} collapsible collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="title" header="Title" width="190px" visibleWhenCollapsed={false} />
            <IgrColumn field="department" header="Department" width="140px" visibleWhenCollapsed />
            <IgrColumn field="hireDate" header="Hired" dataType="date" width="130px" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Pay" headerTemplate={groupHeader("payments")} collapsible expanded={false} collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="120px" visibleWhenCollapsed />
            <IgrColumn field="performance" header="Goal reached" dataType="percent" pipeArgs={percent} width="140px" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
    </div>
  );
}
