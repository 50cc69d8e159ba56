import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn, type SortingExpression } from "igniteui-react/grid-lite";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, type Product } from "../_shared/products";
import { sortingModes } from "../_shared/sorting";

const initial: SortingExpression<Product>[] = [
  { key: "category", direction: "ascending" },
  { key: "price", direction: "descending" },
];

export default function SortConfigGridSample() {
  const gridRef = useRef<IgrGridLite>(null);
  const [mode, setMode] = useState<"single" | "multiple">("multiple");
  const [state, setState] = useState("category ascending, price descending");

  const read = () =>
    window.setTimeout(() => setState((gridRef.current?.sortingExpressions ?? []).map((x) => `${String(x.key)} ${x.direction}`).join(", ")), 30);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Sorting mode"
          value={mode}
          options={[
            { value: "single", text: "Single" },
            { value: "multiple", text: "Multiple" },
          ]}
          onChange={setMode}
        />
        <IgrButton variant="outlined" onClick={() => (gridRef.current?.clearSort(), read())}>
          Clear sorting
        </IgrButton>
      </ControlBar>
      <Hint>
        The grid’s sortingOptions set single or multiple column sorting; sortingExpressions gives the starting order. Each header click cycles
        ascending, descending, none. Sorted by: {state || "nothing"}.
      </Hint>
      <div style={gridArea}>
        <IgrGridLite ref={gridRef} data={products} sortingOptions={sortingModes[mode]} sortingExpressions={initial} style={gridLiteStyle} onSorted={read}>
          <IgrGridLiteColumn field="name" header="Product" sortable />
          <IgrGridLiteColumn field="category" header="Category" sortable />
          <IgrGridLiteColumn field="brand" header="Brand" sortable />
          <IgrGridLiteColumn field="price" header="Price" dataType="number" sortable />
          <IgrGridLiteColumn field="stock" header="Stock" dataType="number" sortable />
          <IgrGridLiteColumn field="rating" header="Rating" dataType="number" sortable />
        </IgrGridLite>
      </div>
    </div>
  );
}
