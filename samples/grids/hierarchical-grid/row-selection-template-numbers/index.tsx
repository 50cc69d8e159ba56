import { IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrHeadSelectorTemplateContext, type IgrRowSelectorTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const cell = { display: "flex", alignItems: "center", gap: 6, pointerEvents: "none" } as const;

// The selector cell still reacts to clicks; the template only draws it: a running number and a checkbox.
const rowSelector = (ctx: IgrRowSelectorTemplateContext) => (
  <div style={cell}>
    <span style={{ minWidth: 24, textAlign: "right", fontSize: 13, fontVariantNumeric: "tabular-nums", opacity: 0.7 }}>{ctx.implicit.index + 1}</span>
    <IgrCheckbox checked={ctx.implicit.selected} aria-label={`Select row ${ctx.implicit.index + 1}`} />
  </div>
);

// The header shows how many rows of that grid are selected, out of all of them.
const headSelector = (ctx: IgrHeadSelectorTemplateContext) => {
  const { selectedCount, totalCount } = ctx.implicit;
  return (
    <div style={cell}>
      <IgrCheckbox checked={selectedCount > 0 && selectedCount === totalCount} indeterminate={selectedCount > 0 && selectedCount < totalCount} aria-label="Select all rows" />
      <span style={{ fontSize: 12 }}>
        {selectedCount}/{totalCount}
      </span>
    </div>
  );
};

export default function RowSelectionTemplateNumbersSample() {
  return (
    <div style={gridPage}>
      <Hint>Row selectors drawn by templates on both levels: each row's number beside its checkbox, and in the header how many of that grid's rows are selected.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          rowSelection="multiple"
          rowSelectorTemplate={rowSelector}
          headSelectorTemplate={headSelector}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="contact" header="Contact" />
          <IgrColumn field="country" header="Country" />
          <IgrRowIsland
            childDataKey="orders"
            primaryKey="orderId"
            autoGenerate={false}
            rowSelection="multiple"
            rowSelectorTemplate={rowSelector}
            headSelectorTemplate={headSelector}
          >
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
