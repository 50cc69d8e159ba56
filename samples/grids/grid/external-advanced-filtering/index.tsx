import { useState } from "react";
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
  type IgrExpressionTree,
} from "igniteui-react-grids";
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
  const [query, setQuery] = useState<IgrExpressionTree>(startingQuery);
  // The grid applies the same tree as its advanced filter.
  const [filter, setFilter] = useState<IgrFilteringExpressionsTree>(() => query as IgrFilteringExpressionsTree);
  const [count, setCount] = useState<number | null>(null);

  return (
    <div style={gridPage}>
      <Hint>
        Build the query here, outside the grid: every committed change becomes the grid's advanced filter.
        {count !== null && <> {count} of {products.length} products match.</>}
      </Hint>
      <div style={{ display: "flex", alignItems: "flex-start", gap: 12, maxHeight: "45%", overflow: "auto", flexShrink: 0 }}>
        <IgrQueryBuilder
          style={{ flex: 1 }}
          entities={entities}
          expressionTree={query}
          disableEntityChange
          disableReturnFieldsChange
          onExpressionTreeChange={(e) => {
            setQuery(e.detail);
            setFilter(e.detail as IgrFilteringExpressionsTree);
          }}
        />
        <IgrButton
          variant="outlined"
          onClick={() => {
            const tree = startingQuery();
            setQuery(tree);
            setFilter(tree);
          }}
        >
          Reset the query
        </IgrButton>
      </div>
      <div style={gridArea}>
        <IgrGrid
          data={products}
          primaryKey="id"
          autoGenerate={false}
          advancedFilteringExpressionsTree={filter}
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
