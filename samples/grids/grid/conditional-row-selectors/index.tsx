import { useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { conditionalHeadSelector, conditionalRowSelector } from "../../_shared/conditional-selectors";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products, type Product } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const rows = products.slice(0, 80);
const byId = new Map(rows.map((p) => [p.id, p]));

export default function ConditionalRowSelectorsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [allowOutOfStock, setAllowOutOfStock] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const rule = useRef(allowOutOfStock);
  rule.current = allowOutOfStock;

  /** Discontinued products can never be ordered; low-stock ones only when the switch allows it. */
  const selectable = (p: Product | undefined) => !!p && !p.discontinued && (rule.current || p.unitsInStock >= 20);

  const [templates] = useState(() => ({
    row: conditionalRowSelector((key) => selectable(byId.get(key as number)), "Not available"),
    head: conditionalHeadSelector(() => rows.filter(selectable).length),
  }));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl
          label="Allow products with fewer than 20 in stock"
          checked={allowOutOfStock}
          onChange={(v) => {
            setAllowOutOfStock(v);
            gridRef.current?.deselectAllRows();
            gridRef.current?.markForCheck();
          }}
        />
      </ControlBar>
      <Hint>
        Tick products to order. Discontinued products, and unless allowed low-stock ones, have a disabled selector; the rowSelectionChanging
        handler also drops them from “select all” and from clicks on the row.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          rowSelection="multiple"
          rowSelectorTemplate={templates.row}
          headSelectorTemplate={templates.head}
          height="100%"
          width="100%"
          style={mediumSize}
          onRowSelectionChanging={(e) => {
            // Keep only the rows that may be selected; the grid then selects exactly that list.
            e.detail.newSelection = e.detail.newSelection.filter((key: number | Product) => selectable(byId.get(typeof key === "number" ? key : key.id)));
          }}
          onSelectedRowsChange={(e) => setSelected([...(e.detail as number[])])}
        >
          <IgrColumn field="name" header="Product" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" />
        </IgrGrid>
      </div>
      <Hint>
        <b>{selected.length}</b> product{selected.length === 1 ? "" : "s"} selected
        {selected.length > 0 && `: ${selected.slice(0, 8).map((id) => byId.get(id)?.name).join(", ")}${selected.length > 8 ? "…" : ""}`}
      </Hint>
    </div>
  );
}
