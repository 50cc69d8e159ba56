import { useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { AdvancedFilterButtons, advancedFilteringToolbar, allOf, anyOf, describeFilter, greaterThan, useAdvancedFilter } from "../../_shared/advanced-filter";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** (Category is Beverages OR Category is Dairy) AND Unit price > 40: a group nested in the root group. */
const presetTree = () => allOf(anyOf("category", ["Beverages", "Dairy"]), greaterThan("unitPrice", 40));

export default function AdvancedFilteringOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const { tree, show, apply } = useAdvancedFilter(gridRef, presetTree);
  const [rows, setRows] = useState<number | null>(null);

  return (
    <div style={gridPage}>
      <ControlBar>
        <AdvancedFilterButtons
          onOpen={() => gridRef.current?.openAdvancedFilteringDialog()}
          onPreset={() => apply(presetTree())}
          onClear={() => apply(null)}
        />
      </ControlBar>
      <Hint>
        Active filter: <b>{describeFilter(tree)}</b>
        {rows !== null && <> — {rows} of {products.length} rows match</>}
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering
          onAdvancedFilteringExpressionsTreeChange={show}
          onDataChanged={() => setRows(gridRef.current?.dataView.length ?? null)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {advancedFilteringToolbar("Products")}
          <IgrColumn field="name" header="Product" dataType="string" />
          <IgrColumn field="category" header="Category" dataType="string" />
          <IgrColumn field="supplier" header="Supplier" dataType="string" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
          <IgrColumn field="releaseDate" header="Released" dataType="date" />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" />
        </IgrGrid>
      </div>
    </div>
  );
}
