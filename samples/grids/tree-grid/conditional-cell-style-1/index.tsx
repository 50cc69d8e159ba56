import { useMemo, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders, type OrderRow } from "../_shared/orders";
import "./conditional-cell-style-1.css";

type Threshold = "1000" | "2500" | "5000";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// cellClasses maps a class name to a rule (row data, field, value): the class is set where the rule holds.
const quantityClasses = {
  "conditional-cell-style-1-low": (row: OrderRow) => !row.items && row.quantity < 5,
};
const deliveredClasses = {
  "conditional-cell-style-1-pending": (row: OrderRow) => !row.delivered,
};
const nameClasses = {
  "conditional-cell-style-1-order": (row: OrderRow) => !!row.items,
};

export default function TreeGridConditionalCellStyle1Sample() {
  const [threshold, setThreshold] = useState<Threshold>("2500");
  // A new object when the threshold changes, so the grid applies the rules again.
  const totalClasses = useMemo(
    () => ({
      "conditional-cell-style-1-high": (row: OrderRow) => row.total >= Number(threshold) * (row.items ? 2 : 1),
      "conditional-cell-style-1-small": (row: OrderRow) => row.total < 100,
    }),
    [threshold],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Large line item from"
          value={threshold}
          onChange={setThreshold}
          options={[
            { value: "1000", text: "$1,000" },
            { value: "2500", text: "$2,500" },
            { value: "5000", text: "$5,000" },
          ]}
        />
      </ControlBar>
      <Hint>
        Classes from rules: large totals are green (orders from twice the line threshold), totals under $100 grey, line items with fewer than 5 units
        red, undelivered orders amber, and order names bold.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={orders} childDataKey="items" primaryKey="id" autoGenerate={false} expansionDepth={1} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Customer / product" minWidth="230px" cellClasses={nameClasses} />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" cellClasses={quantityClasses} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} cellClasses={totalClasses} />
          <IgrColumn field="delivered" header="Delivered" dataType="boolean" cellClasses={deliveredClasses} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
