import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn, type FilterExpression } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, type Product } from "../_shared/products";

/** Ready-made filters applied with the grid's filter() method. */
const presets: { text: string; expressions: FilterExpression<Product>[] }[] = [
  { text: "Tents under $150", expressions: [{ key: "category", condition: "equals", searchTerm: "Tents" }, { key: "price", condition: "lessThan", searchTerm: 150 }] },
  { text: "Low stock (< 10)", expressions: [{ key: "stock", condition: "lessThan", searchTerm: 10 }] },
  { text: "Name contains “pack”", expressions: [{ key: "name", condition: "contains", searchTerm: "pack" }] },
  { text: "Discontinued", expressions: [{ key: "discontinued", condition: "true" }] },
  {
    text: "Alpenglow or Basecamp",
    expressions: [
      { key: "brand", condition: "equals", searchTerm: "Alpenglow", criteria: "or" },
      { key: "brand", condition: "equals", searchTerm: "Basecamp", criteria: "or" },
    ],
  },
];

export default function FilteringConfigSample() {
  const gridRef = useRef<IgrGridLite>(null);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [shown, setShown] = useState(products.length);

  const count = () => window.setTimeout(() => setShown(gridRef.current?.totalItems ?? products.length), 50);

  const apply = (expressions: FilterExpression<Product>[]) => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.clearFilter();
    // The element is typed for any record, so the typed expressions are widened.
    grid.filter(expressions as unknown as FilterExpression[]);
    count();
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        {presets.map((p) => (
          <IgrButton key={p.text} variant="outlined" onClick={() => apply(p.expressions)}>
            {p.text}
          </IgrButton>
        ))}
        <IgrButton variant="flat" onClick={() => (gridRef.current?.clearFilter(), count())}>
          Clear filters
        </IgrButton>
      </ControlBar>
      <ControlBar>
        <SwitchControl label="Case-sensitive text filters" checked={caseSensitive} onChange={setCaseSensitive} />
      </ControlBar>
      <Hint>Filter from the row under the headers or with the buttons (grid.filter). The Rating column is not filterable. Showing {shown} of {products.length}.</Hint>
      <div style={gridArea}>
        <IgrGridLite ref={gridRef} data={products} style={gridLiteStyle} onFiltered={count}>
          <IgrGridLiteColumn field="id" header="ID" dataType="number" width="120px" filterable />
          <IgrGridLiteColumn field="name" header="Product" filterable filteringCaseSensitive={caseSensitive} />
          <IgrGridLiteColumn field="category" header="Category" filterable filteringCaseSensitive={caseSensitive} />
          <IgrGridLiteColumn field="brand" header="Brand" filterable filteringCaseSensitive={caseSensitive} />
          <IgrGridLiteColumn field="price" header="Price" dataType="number" filterable />
          <IgrGridLiteColumn field="stock" header="Stock" dataType="number" filterable />
          <IgrGridLiteColumn field="rating" header="Rating" dataType="number" />
          <IgrGridLiteColumn field="discontinued" header="Discontinued" dataType="boolean" filterable />
        </IgrGridLite>
      </div>
    </div>
  );
}
