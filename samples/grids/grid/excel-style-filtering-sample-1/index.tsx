import { useRef, useState } from "react";
import { IgrColumn, IgrGrid, type IgrFilteringExpressionsTree } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** The fields that have a filter, read from the grid's filtering tree. */
function filteredFields(tree: IgrFilteringExpressionsTree | undefined): string[] {
  return (tree?.filteringOperands ?? []).map((operand) => operand.fieldName ?? "?");
}

export default function ExcelStyleFilteringSample1() {
  const gridRef = useRef<IgrGrid>(null);
  const [allowFiltering, setAllowFiltering] = useState(true);
  const [fields, setFields] = useState<string[]>([]);
  const [shown, setShown] = useState(products.length);

  function update() {
    const grid = gridRef.current;
    if (!grid) return;
    setFields(filteredFields(grid.filteringExpressionsTree));
    setShown(grid.filteredData ? grid.filteredData.length : products.length);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Allow filtering" checked={allowFiltering} onChange={setAllowFiltering} />
      </ControlBar>
      <Hint>
        Open the menu (⋮) in a column header: search the values, tick the ones to keep, or pick a condition under the
        filter's submenu. Showing <b>{shown}</b> of {products.length} products
        {fields.length > 0 && <>, filtered by {fields.join(", ")}</>}.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering={allowFiltering}
          filterMode="excelStyleFilter"
          onFilteringDone={update}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" sortable minWidth="200px" />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="supplier" header="Supplier" sortable minWidth="170px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
