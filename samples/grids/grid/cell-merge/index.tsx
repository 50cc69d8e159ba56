import { useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type GridCellMergeMode, type IgrSortingExpression } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

// Sorted by customer then product, so equal values sit next to each other and merge.
const byCustomer = [...orders.slice(0, 150)].sort((a, b) => a.customer.localeCompare(b.customer) || a.product.localeCompare(b.product));
const initialSort: IgrSortingExpression[] = [{ fieldName: "customer", dir: SortingDirection.Asc, ignoreCase: true }];

export default function CellMergeSample() {
  const [mode, setMode] = useState<GridCellMergeMode>("always");
  const [mergeProduct, setMergeProduct] = useState(true);
  const [sorting] = useState(initialSort);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Merge"
          value={mode}
          onChange={setMode}
          options={[
            { value: "always", text: "Always" },
            { value: "onSort", text: "Only sorted columns" },
          ]}
        />
        <SwitchControl label="Merge the Product column too" checked={mergeProduct} onChange={setMergeProduct} />
      </ControlBar>
      <Hint>Customer, Country and Product merge runs of equal values into one tall cell. In “Only sorted columns” mode, only a sorted column merges: sort another one by its header.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={byCustomer}
          primaryKey="orderId"
          autoGenerate={false}
          cellMergeMode={mode}
          sortingExpressions={sorting}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="customer" header="Customer" merge sortable />
          <IgrColumn field="country" header="Country" merge sortable />
          <IgrColumn field="product" header="Product" merge={mergeProduct} sortable />
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} sortable />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
          <IgrColumn field="status" header="Status" merge sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
