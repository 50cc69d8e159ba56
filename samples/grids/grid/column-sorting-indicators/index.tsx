import { useRef } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrSortingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import { useGridSorting } from "../../_shared/grid-sorting";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const preset: IgrSortingExpression[] = [
  { fieldName: "country", dir: SortingDirection.Asc, ignoreCase: true },
  { fieldName: "customer", dir: SortingDirection.Asc, ignoreCase: true },
  { fieldName: "total", dir: SortingDirection.Desc, ignoreCase: false },
];
const arrow = (dir: SortingDirection) => (dir === SortingDirection.Desc ? "↓" : "↑");

export default function ColumnSortingIndicatorsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const { sorting, show, apply } = useGridSorting(gridRef, preset);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => apply(preset)}>Country → Customer → Total</IgrButton>
        <IgrButton variant="outlined" onClick={() => apply([])}>
          Clear sorting
        </IgrButton>
      </ControlBar>
      <Hint>
        With several sorted columns, each sorted header shows a small number next to its arrow: its place in the sort order. Click more headers to
        add them; click a sorted header again to flip or remove it.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          ref={gridRef}
          onSortingDone={show}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="customer" header="Customer" sortable />
          <IgrColumn field="product" header="Product" sortable />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
          <IgrColumn field="status" header="Status" sortable />
        </IgrGrid>
      </div>
      <Hint>
        <b>Sort order:</b> {sorting.length ? sorting.map((s, i) => `${i + 1}. ${s.fieldName} ${arrow(s.dir)}`).join("   ") : "unsorted"}
      </Hint>
    </div>
  );
}
