import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrColumn,
  IgrFilteringExpressionsTree,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarTitle,
  IgrNumberFilteringOperand,
  IgrStringFilteringOperand,
  type IgrExpressionTree,
  type IgrFilteringExpression,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** (Category is Beverages OR Category is Dairy) AND Unit price > 40: a group nested in the root group. */
function presetTree(): IgrFilteringExpressionsTree {
  const categories = new IgrFilteringExpressionsTree();
  categories.operator = FilteringLogic.Or;
  categories.filteringOperands = ["Beverages", "Dairy"].map((value) => ({
    fieldName: "category",
    condition: IgrStringFilteringOperand.instance().condition("equals"),
    conditionName: "equals",
    searchVal: value,
    ignoreCase: true,
  }));
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = [
    categories,
    {
      fieldName: "unitPrice",
      condition: IgrNumberFilteringOperand.instance().condition("greaterThan"),
      conditionName: "greaterThan",
      searchVal: 40,
    },
  ];
  return root;
}

/** Writes an expression tree as text, e.g. (category equals "Dairy" or ...) and unitPrice greaterThan 40. */
function describe(tree: IgrExpressionTree | null | undefined): string {
  if (!tree || tree.filteringOperands.length === 0) return "no filter";
  const logic = tree.operator === FilteringLogic.Or ? " or " : " and ";
  const parts = tree.filteringOperands.map((operand) => {
    if ("filteringOperands" in operand) return `(${describe(operand)})`;
    const e = operand as IgrFilteringExpression;
    const name = e.conditionName ?? e.condition?.name ?? "?";
    return e.condition?.isUnary ? `${e.fieldName} ${name}` : `${e.fieldName} ${name} ${JSON.stringify(e.searchVal)}`;
  });
  return parts.join(logic);
}

export default function AdvancedFilteringOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  // The wrapper sets every prop again on each render, so the tree lives in state and follows the dialog.
  const [tree, setTree] = useState<IgrFilteringExpressionsTree | null>(presetTree);
  const [rows, setRows] = useState<number | null>(null);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => gridRef.current?.openAdvancedFilteringDialog()}>Open the dialog</IgrButton>
        <IgrButton variant="outlined" onClick={() => setTree(presetTree())}>
          Apply the preset
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setTree(null)}>
          Clear
        </IgrButton>
      </ControlBar>
      <Hint>
        Active filter: <b>{describe(tree)}</b>
        {rows !== null && <> — {rows} of {products.length} rows match</>}
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering
          // null removes the advanced filter; the property is typed without it.
          advancedFilteringExpressionsTree={tree as IgrFilteringExpressionsTree}
          onAdvancedFilteringExpressionsTreeChange={(e) => setTree(e.detail)}
          onDataChanged={() => setRows(gridRef.current?.dataView.length ?? null)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Products</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarAdvancedFiltering />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
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
