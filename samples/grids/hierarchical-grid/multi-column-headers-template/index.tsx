import { IgrColumn, IgrColumnGroup, IgrHierarchicalGrid, IgrRowIsland, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

/** A group header with an icon, its caption and how many of its columns are showing. */
function groupHeader(icon: string, color: string) {
  return ({ column }: IgrColumnTemplateContext) => (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <span className="material-icons" style={{ fontSize: 18, color }}>
        {icon}
      </span>
      <b>{column.header}</b>
      <span style={{ fontWeight: 400 }}>· {column.childColumns.filter((c) => !c.columnGroup && !c.hidden).length} shown</span>
    </span>
  );
}

// The arrow that collapses a group, drawn by the sample instead of the default chevron.
const indicator = ({ column }: IgrColumnTemplateContext) => (
  <span className="material-icons" style={{ fontSize: 18 }}>
    {(column as IgrColumnGroup).expanded ? "unfold_less" : "unfold_more"}
  </span>
);

export default function MultiColumnHeadersTemplateSample() {
  return (
    <div style={gridPage}>
      <Hint>Group headers come from a template on both levels: an icon, the caption and how many columns show. Collapse a group with its arrows to keep one summary column.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumnGroup header="Customer" headerTemplate={groupHeader("storefront", "#1565c0")} collapsible collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="company" header="Company" minWidth="200px" visibleWhenCollapsed={false} />
            <IgrColumn field="customerId" header="ID" visibleWhenCollapsed />
            <IgrColumn field="contact" header="Contact" visibleWhenCollapsed={false} />
            <IgrColumn field="phone" header="Phone" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Location" headerTemplate={groupHeader("place", "#c62828")} collapsible collapsibleIndicatorTemplate={indicator}>
            <IgrColumn field="country" header="Country" visibleWhenCollapsed />
            <IgrColumn field="country" header="Country" visibleWhenCollapsed={false} />
            <IgrColumn field="city" header="City" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumnGroup header="Dates" headerTemplate={groupHeader("event", "#6a1b9a")} collapsible collapsibleIndicatorTemplate={indicator}>
              <IgrColumn field="orderDate" header="Ordered" dataType="date" visibleWhenCollapsed />
              <IgrColumn field="orderDate" header="Ordered" dataType="date" visibleWhenCollapsed={false} />
              <IgrColumn field="requiredDate" header="Required" dataType="date" visibleWhenCollapsed={false} />
              <IgrColumn field="shippedDate" header="Shipped" dataType="date" visibleWhenCollapsed={false} />
            </IgrColumnGroup>
            <IgrColumnGroup header="Shipping" headerTemplate={groupHeader("local_shipping", "#2e7d32")} collapsible collapsibleIndicatorTemplate={indicator}>
              <IgrColumn field="shipVia" header="Ship via" visibleWhenCollapsed />
              <IgrColumn field="shipVia" header="Ship via" visibleWhenCollapsed={false} />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} visibleWhenCollapsed={false} />
            </IgrColumnGroup>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
