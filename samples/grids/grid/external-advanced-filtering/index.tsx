import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrColumn,
  IgrFilteringExpressionsTree,
  IgrGrid,
  IgrNumberFilteringOperand,
  IgrQueryBuilder,
  IgrStringFilteringOperand,
  type IgrEntityType,
} from "igniteui-react-grids";
import { useOwnedProperty } from "../../../_shared/owned-property";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// The query builder edits queries over entities; here one entity whose fields are the grid's columns.
const entities: IgrEntityType[] = [
  {
    name: "Products",
    fields: [
      { field: "name", header: "Product", dataType: "string" },
      { field: "category", header: "Category", dataType: "string" },
      { field: "supplier", header: "Supplier", dataType: "string" },
      { field: "unitPrice", header: "Unit price", dataType: "number" },
      { field: "unitsInStock", header: "In stock", dataType: "number" },
      { field: "releaseDate", header: "Released", dataType: "date" },
      { field: "discontinued", header: "Discontinued", dataType: "boolean" },
    ],
  },
];

/** category = "Beverages" and unitPrice > 50 */
function startingQuery(): IgrFilteringExpressionsTree {
  const tree = new IgrFilteringExpressionsTree();
  tree.operator = FilteringLogic.And;
  tree.entity = "Products";
  tree.returnFields = ["*"];
  tree.filteringOperands = [
    { fieldName: "category", condition: IgrStringFilteringOperand.instance().condition("equals"), conditionName: "equals", searchVal: "Beverages", ignoreCase: true },
    { fieldName: "unitPrice", condition: IgrNumberFilteringOperand.instance().condition("greaterThan"), conditionName: "greaterThan", searchVal: 50 },
  ];
  return tree;
}

export default function ExternalAdvancedFilteringSample() {
  const builderRef = useRef<IgrQueryBuilder>(null);
  const gridRef = useRef<IgrGrid>(null);
  // The query builder owns its tree and the grid its filter: each committed query becomes the grid's advanced filter.
  const query = useOwnedProperty(builderRef, "expressionTree", startingQuery);
  const filter = useOwnedProperty(gridRef, "advancedFilteringExpressionsTree", startingQuery);
  const [count, setCount] = useState<number | null>(null);

  return (
    <div style={gridPage}>
      <Hint>
        Build the query here, outside the grid: every committed change becomes the grid's advanced filter.
        {count !== null && <> {count} of {products.length} products match.</>}
      </Hint>
      <div style={{ display: "flex", alignItems: "flex-start", gap: 12, maxHeight: "45%", overflow: "auto", flexShrink: 0 }}>
        <IgrQueryBuilder
          ref={builderRef}
          style={{ flex: 1 }}
          entities={entities}
          disableEntityChange
          disableReturnFieldsChange
          onExpressionTreeChange={(e) => filter.apply(e.detail as IgrFilteringExpressionsTree)}
        />
        <IgrButton
          variant="outlined"
          onClick={() => {
            query.apply(startingQuery());
            filter.apply(startingQuery());
          }}
        >
          Reset the query
        </IgrButton>
      </div>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          onDataChanged={(e) => setCount((e.target as IgrGrid).filteredData?.length ?? products.length)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" minWidth="180px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="supplier" header="Supplier" minWidth="160px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
          <IgrColumn field="releaseDate" header="Released" dataType="date" />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" />
        </IgrGrid>
      </div>
    </div>
  );
}
