import { IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrHeadSelectorTemplateContext, type IgrRowSelectorTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const cell = { display: "flex", alignItems: "center", gap: 6, pointerEvents: "none" } as const;

// The selector cell still reacts to clicks; the template only draws it: a running number and a checkbox.
const rowSelector = (ctx: IgrRowSelectorTemplateContext) => (
  <div style={cell}>
    <span style={{ minWidth: 28, textAlign: "right", fontSize: 13, fontVariantNumeric: "tabular-nums", opacity: 0.7 }}>{ctx.implicit.index + 1}.</span>
    <IgrCheckbox checked={ctx.implicit.selected} aria-label={`Select row ${ctx.implicit.index + 1}`} />
  </div>
);

// The header shows how many rows are selected out of all of them; a click selects or clears them all.
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
      <Hint>Row selectors drawn by templates: each row's number next to its checkbox, and a running count of the selection in the header.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          rowSelection="multiple"
          rowSelectorTemplate={rowSelector}
          headSelectorTemplate={headSelector}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="orderId" header="Order" width="100px" />
          <IgrColumn field="customer" header="Customer" minWidth="210px" />
          <IgrColumn field="product" header="Product" minWidth="180px" />
          <IgrColumn field="status" header="Status" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
        </IgrGrid>
      </div>
    </div>
  );
}
