import { useEffect, useRef, useState } from "react";
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
} from "igniteui-react-grids";
import { ControlBar, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "./advanced-filtering-style.css";

/** Status is Pending OR Packed, AND Quantity >= 20. */
function openOrdersTree(): IgrFilteringExpressionsTree {
  const status = new IgrFilteringExpressionsTree();
  status.operator = FilteringLogic.Or;
  status.filteringOperands = ["Pending", "Packed"].map((value) => ({
    fieldName: "status",
    condition: IgrStringFilteringOperand.instance().condition("equals"),
    conditionName: "equals",
    searchVal: value,
    ignoreCase: true,
  }));
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = [
    status,
    {
      fieldName: "quantity",
      condition: IgrNumberFilteringOperand.instance().condition("greaterThanOrEqualTo"),
      conditionName: "greaterThanOrEqualTo",
      searchVal: 20,
    },
  ];
  return root;
}

export default function AdvancedFilteringStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [themed, setThemed] = useState(true);
  const [tree, setTree] = useState(openOrdersTree);

  // Open the dialog once on arrival, so the styled query builder is in view.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.openAdvancedFilteringDialog(), 400);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom dialog and toolbar colors" checked={themed} onChange={setThemed} />
        <IgrButton onClick={() => gridRef.current?.openAdvancedFilteringDialog()}>Open advanced filtering</IgrButton>
      </ControlBar>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          className={themed ? "advanced-filtering-style-grid" : undefined}
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          allowAdvancedFiltering
          advancedFilteringExpressionsTree={tree}
          onAdvancedFilteringExpressionsTreeChange={(e) => setTree(e.detail)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarAdvancedFiltering />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} />
          <IgrColumn field="customer" header="Customer" dataType="string" />
          <IgrColumn field="product" header="Product" dataType="string" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
          <IgrColumn field="status" header="Status" dataType="string" />
        </IgrGrid>
      </div>
    </div>
  );
}
