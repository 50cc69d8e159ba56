import { useRef, useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrSortingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import { useGridSorting } from "../../_shared/grid-sorting";
import "./column-sorting-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const start: IgrSortingExpression[] = [{ fieldName: "unitPrice", dir: SortingDirection.Desc, ignoreCase: false }];

export default function ColumnSortingStyleSample() {
  const [themed, setThemed] = useState(true);
  const gridRef = useRef<IgrGrid>(null);
  useGridSorting(gridRef, start);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom sorting colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>The sorted header gets a colored background and arrow; hover another header to see the sortable icon in the hover color.</Hint>
      <div style={gridArea}>
        <IgrGrid
          className={themed ? "column-sorting-style-grid" : undefined}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          ref={gridRef}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" sortable />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          <IgrColumn field="rating" header="Rating" dataType="number" sortable />
          <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
