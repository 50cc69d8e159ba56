import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrColumn,
  IgrFilteringExpressionsTree,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarTitle,
  IgrNumberFilteringOperand,
  IgrStringFilteringOperand,
  IgrTreeGrid,
} from "igniteui-react-grids";
import { ControlBar, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "./advanced-filtering-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** Category is Seafood OR Meat, AND Total >= 500. */
function presetTree(): IgrFilteringExpressionsTree {
  const category = new IgrFilteringExpressionsTree();
  category.operator = FilteringLogic.Or;
  category.filteringOperands = ["Seafood", "Meat"].map((value) => ({
    fieldName: "category",
    condition: IgrStringFilteringOperand.instance().condition("equals"),
    conditionName: "equals",
    searchVal: value,
    ignoreCase: true,
  }));
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = [
    category,
    { fieldName: "total", condition: IgrNumberFilteringOperand.instance().condition("greaterThanOrEqualTo"), conditionName: "greaterThanOrEqualTo", searchVal: 500 },
  ];
  return root;
}

export default function TreeGridAdvancedFilteringStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);
  const [tree, setTree] = useState(presetTree);

  // Open the dialog once on arrival, so the styled query builder is in view.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.openAdvancedFilteringDialog(), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom dialog and toolbar colors" checked={themed} onChange={setThemed} />
        <IgrButton onClick={() => gridRef.current?.openAdvancedFilteringDialog()}>Open advanced filtering</IgrButton>
      </ControlBar>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "advanced-filtering-style-grid" : undefined}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering
          advancedFilteringExpressionsTree={tree}
          onAdvancedFilteringExpressionsTreeChange={(e) => setTree(e.detail)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders and items</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarAdvancedFiltering />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Customer / product" dataType="string" minWidth="240px" />
          <IgrColumn field="category" header="Category" dataType="string" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
