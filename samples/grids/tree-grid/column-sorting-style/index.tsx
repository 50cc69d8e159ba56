import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid, SortingDirection, type IgrSortingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import { useGridSorting } from "../../_shared/grid-sorting";
import "./column-sorting-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const start: IgrSortingExpression[] = [{ fieldName: "total", dir: SortingDirection.Desc, ignoreCase: false }];

export default function TreeGridColumnSortingStyleSample() {
  const [themed, setThemed] = useState(true);
  const gridRef = useRef<IgrTreeGrid>(null);
  useGridSorting(gridRef, start);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom sorting colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Sorted headers get a magenta icon and a tinted background; hover an unsorted header to see its icon color.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          className={themed ? "column-sorting-style-grid" : undefined}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          ref={gridRef}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" sortable />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
