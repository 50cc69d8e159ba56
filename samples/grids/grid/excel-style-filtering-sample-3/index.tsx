import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrBooleanFilteringOperand,
  IgrColumn,
  IgrDateFilteringOperand,
  IgrFilteringExpressionsTree,
  IgrGrid,
  IgrNumberFilteringOperand,
  IgrStringFilteringOperand,
  type IgrFilteringExpression,
  type IgrGridHeaderTemplateContext,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** One column's filter: its conditions joined with `logic`. */
function columnTree(field: string, logic: FilteringLogic, operands: IgrFilteringExpression[]) {
  const tree = new IgrFilteringExpressionsTree();
  tree.operator = logic;
  tree.fieldName = field;
  tree.filteringOperands = operands;
  return tree;
}

function rootTree(columns: IgrFilteringExpressionsTree[]) {
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = columns;
  return root;
}

const text = IgrStringFilteringOperand.instance();
const number = IgrNumberFilteringOperand.instance();
const date = IgrDateFilteringOperand.instance();
const bool = IgrBooleanFilteringOperand.instance();

const presets: Record<string, () => IgrFilteringExpressionsTree> = {
  // Several "equals" joined with Or show up in the menu as a list of ticked values.
  "Dairy or Seafood": () =>
    rootTree([
      columnTree(
        "category",
        FilteringLogic.Or,
        ["Dairy", "Seafood"].map((value) => ({ fieldName: "category", condition: text.condition("equals"), conditionName: "equals", searchVal: value, ignoreCase: true })),
      ),
    ]),
  "Under $20, in stock": () =>
    rootTree([
      columnTree("unitPrice", FilteringLogic.And, [{ fieldName: "unitPrice", condition: number.condition("lessThan"), conditionName: "lessThan", searchVal: 20 }]),
      columnTree("unitsInStock", FilteringLogic.And, [{ fieldName: "unitsInStock", condition: number.condition("greaterThan"), conditionName: "greaterThan", searchVal: 0 }]),
    ]),
  "Released in 2024, still sold": () =>
    rootTree([
      columnTree("releaseDate", FilteringLogic.And, [
        { fieldName: "releaseDate", condition: date.condition("after"), conditionName: "after", searchVal: new Date(2023, 11, 31) },
        { fieldName: "releaseDate", condition: date.condition("before"), conditionName: "before", searchVal: new Date(2025, 0, 1) },
      ]),
      columnTree("discontinued", FilteringLogic.And, [{ fieldName: "discontinued", condition: bool.condition("false"), conditionName: "false" }]),
    ]),
};

// A filter icon instead of the default ⋮ in every header.
const headerIcon = (ctx: IgrGridHeaderTemplateContext) => (
  <span className="material-icons" style={{ fontSize: 18, opacity: ctx.implicit.column.filteringExpressionsTree ? 1 : 0.55 }}>
    filter_alt
  </span>
);

export default function ExcelStyleFilteringSample3() {
  // The grid owns its filter: the buttons hand it a tree through the ref instead of a prop, which the
  // wrapper would set again on every render and the menu's changes would have to be written back into.
  const gridRef = useRef<IgrGrid>(null);
  const [preset, setPreset] = useState("Dairy or Seafood");
  const apply = (name: string) => {
    const grid = gridRef.current;
    if (!grid) return;
    setPreset(name);
    const make = presets[name];
    if (make) grid.filteringExpressionsTree = make();
    else grid.clearFilter();
  };
  useEffect(() => {
    if (gridRef.current) gridRef.current.filteringExpressionsTree = presets["Dairy or Seafood"]!();
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        {Object.keys(presets).map((name) => (
          <IgrButton
            key={name}
            variant={name === preset ? "contained" : "outlined"}
            onClick={() => apply(name)}
          >
            {name}
          </IgrButton>
        ))}
        <IgrButton
          variant="flat"
          onClick={() => apply("")}
        >
          Clear filters
        </IgrButton>
      </ControlBar>
      <Hint>Each button sets a filtering tree in code; open a filtered column's menu to see the same filter in the excel-style UI and change it.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          ref={gridRef}
          // A filter changed in a menu no longer matches the highlighted preset.
          onFilteringDone={() => setPreset("")}
          excelStyleHeaderIconTemplate={headerIcon}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" sortable minWidth="200px" />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
