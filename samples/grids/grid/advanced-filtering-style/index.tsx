import { useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { StyledDialogBar, advancedFilteringToolbar, allOf, anyOf, atLeast, useAdvancedFilter } from "../../_shared/advanced-filter";
import { useOnArrival } from "../../_shared/on-arrival";
import { orders } from "../_shared/orders";
import "./advanced-filtering-style.css";

/** Status is Pending OR Packed, AND Quantity >= 20. */
const openOrdersTree = () => allOf(anyOf("status", ["Pending", "Packed"]), atLeast("quantity", 20));

export default function AdvancedFilteringStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [themed, setThemed] = useState(true);
  useAdvancedFilter(gridRef, openOrdersTree);

  // The styled query builder is the point of the sample, so the dialog opens by itself.
  useOnArrival(() => gridRef.current?.openAdvancedFilteringDialog(), 400);

  return (
    <div style={gridPage}>
      <StyledDialogBar themed={themed} onThemedChange={setThemed} onOpen={() => gridRef.current?.openAdvancedFilteringDialog()} />
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          className={themed ? "advanced-filtering-style-grid" : undefined}
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          allowAdvancedFiltering
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {advancedFilteringToolbar("Orders")}
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} />
          <IgrColumn field="customer" header="Customer" dataType="string" />
          <IgrColumn field="product" header="Product" dataType="string" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
          <IgrColumn field="status" header="Status" dataType="string" />
        </IgrGrid>
      </div>
    </div>
  );
}
