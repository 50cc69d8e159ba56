import { IgrColumn, IgrColumnGroup, IgrTreeGrid, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "./multi-column-headers-template.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** A group header with an icon and the number of columns under it. */
const groupHeader = (icon: string) =>
  function GroupHeader(ctx: IgrColumnTemplateContext) {
    const group = ctx.column as IgrColumnGroup;
    const count = group.childColumns?.filter((c) => !c.hidden).length ?? 0;
    return (
      <span className="multi-column-headers-template-group">
        <span className="material-icons">{icon}</span>
        <b>{group.header}</b>
        <span className="multi-column-headers-template-count">{group.expanded === false ? "collapsed" : `${count} columns`}</span>
      </span>
    );
  };

/** The collapse arrow of a group, drawn as a plus or minus in a circle. */
const indicator = (ctx: IgrColumnTemplateContext) => (
  <span className="material-icons multi-column-headers-template-toggle">{(ctx.column as IgrColumnGroup).expanded ? "remove_circle_outline" : "add_circle_outline"}</span>
);

export default function TreeGridMultiColumnHeadersTemplateSample() {
  return (
    <div style={gridPage}>
      <Hint>Group headers are templates with an icon and a column count; their collapse toggle is a template too. Click the circle to collapse a group.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={orders} childDataKey="items" primaryKey="id" autoGenerate={false} expansionDepth={1} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumnGroup header="Amounts" headerTemplate={groupHeader("payments")} collapsible collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} visibleWhenCollapsed />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} visibleWhenCollapsed={false} />
            <IgrColumn field="quantity" header="Qty" dataType="number" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Shipping" headerTemplate={groupHeader("local_shipping")} collapsible collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="delivered" header="Delivered" dataType="boolean" visibleWhenCollapsed />
            <IgrColumn field="shipCountry" header="Country" visibleWhenCollapsed={false} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
