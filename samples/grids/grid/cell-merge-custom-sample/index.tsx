import { useState } from "react";
import { IgrColumn, IgrDefaultMergeStrategy, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders, type Order } from "../_shared/orders";

/** The merged columns from left to right: each one is grouped inside the ones before it. */
const hierarchy: (keyof Order)[] = ["customer", "category", "status"];

/**
 * Merges a cell with the one above only when every merged column to its left matches too, so a status
 * never spans two categories and a category never spans two customers.
 */
class HierarchicalMergeStrategy extends IgrDefaultMergeStrategy {
  override comparer(prevRecord: Order, record: Order, field: string, isDate?: boolean, isTime?: boolean): boolean {
    const parents = hierarchy.slice(0, hierarchy.indexOf(field as keyof Order));
    return parents.every((p) => prevRecord[p] === record[p]) && super.comparer(prevRecord, record, field, isDate, isTime);
  }
}

// Grouped by customer and, within a customer, by product and status: long runs of equal values.
const rows = [...orders.slice(0, 160)].sort(
  (a, b) => a.customer.localeCompare(b.customer) || a.category.localeCompare(b.category) || a.status.localeCompare(b.status),
);

// The component applies every new array or object it is given: one per module, not one per render.
const pipeArgs = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function CellMergeCustomSample() {
  const [custom, setCustom] = useState(true);
  const [strategies] = useState(() => ({ custom: new HierarchicalMergeStrategy(), plain: new IgrDefaultMergeStrategy() }));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Merge only inside the group to the left (custom strategy)" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        With the default strategy a Status cell merges with the one above whenever the values match, even across two categories. The custom
        strategy adds one rule: the merged columns to the left must match as well, so the merges nest like groups.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={rows}
          primaryKey="orderId"
          autoGenerate={false}
          cellMergeMode="always"
          mergeStrategy={custom ? strategies.custom : strategies.plain}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="customer" header="Customer" merge />
          <IgrColumn field="category" header="Category" merge />
          <IgrColumn field="status" header="Status" merge />
          <IgrColumn field="product" header="Product" />
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={pipeArgs} />
        </IgrGrid>
      </div>
    </div>
  );
}
