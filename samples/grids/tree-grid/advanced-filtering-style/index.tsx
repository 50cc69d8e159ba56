import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { StyledDialogBar, advancedFilteringToolbar, allOf, anyOf, atLeast, useAdvancedFilter } from "../../_shared/advanced-filter";
import { useOnArrival } from "../../_shared/on-arrival";
import { orders } from "../_shared/orders";
import "./advanced-filtering-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** Category is Seafood OR Meat, AND Total >= 500. */
const presetTree = () => allOf(anyOf("category", ["Seafood", "Meat"]), atLeast("total", 500));

export default function TreeGridAdvancedFilteringStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);
  useAdvancedFilter(gridRef, presetTree);

  // The styled query builder is the point of the sample, so the dialog opens by itself.
  useOnArrival(() => gridRef.current?.openAdvancedFilteringDialog(), 500);

  return (
    <div style={gridPage}>
      <StyledDialogBar themed={themed} onThemedChange={setThemed} onOpen={() => gridRef.current?.openAdvancedFilteringDialog()} />
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "advanced-filtering-style-grid" : undefined}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {advancedFilteringToolbar("Orders and items")}
          <IgrColumn field="name" header="Customer / product" dataType="string" minWidth="240px" />
          <IgrColumn field="category" header="Category" dataType="string" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
