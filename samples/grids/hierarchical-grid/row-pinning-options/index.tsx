import { useEffect, useMemo, useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridPinningActions, IgrHierarchicalGrid, IgrRowIsland, RowPinningPosition, type IgrPinningConfig } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

type Side = "top" | "bottom";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ANATR", true]]);
const sides = [
  { value: "top" as Side, text: "Top" },
  { value: "bottom" as Side, text: "Bottom" },
];
const config = (side: Side): IgrPinningConfig => ({ rows: side === "top" ? RowPinningPosition.Top : RowPinningPosition.Bottom });

export default function RowPinningOptionsSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [rootSide, setRootSide] = useState<Side>("top");
  const [orderSide, setOrderSide] = useState<Side>("bottom");
  const rootPinning = useMemo(() => config(rootSide), [rootSide]);
  const orderPinning = useMemo(() => config(orderSide), [orderSide]);

  // Two key accounts start pinned.
  useEffect(() => {
    const timer = setTimeout(() => {
      gridRef.current?.pinRow("QUEEN");
      gridRef.current?.pinRow("GREAL");
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Customers pin to" value={rootSide} options={sides} onChange={setRootSide} />
        <ChoiceControl label="Orders pin to" value={orderSide} options={sides} onChange={setOrderSide} />
      </ControlBar>
      <Hint>
        Hover a customer or an order and use the action strip's pin button. Each level has its own <code>pinning.rows</code> side; a pinned row
        leaves a disabled copy in its place, with a button to jump back to it.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          pinning={rootPinning}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="contact" header="Contact" />
          <IgrColumn field="country" header="Country" />
          <IgrActionStrip>
            <IgrGridPinningActions />
          </IgrActionStrip>
          <IgrRowIsland
            childDataKey="orders"
            primaryKey="orderId"
            autoGenerate={false}
            pinning={orderPinning}
            onGridCreated={(e) => {
              // Each order grid starts with its newest order pinned.
              const grid = e.detail.grid;
              setTimeout(() => {
                const newest = [...(grid.data ?? [])].sort((a, b) => b.orderDate - a.orderDate)[0];
                if (newest) grid.pinRow(newest.orderId);
              }, 0);
            }}
          >
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="status" header="Status" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
            <IgrActionStrip>
              <IgrGridPinningActions />
            </IgrActionStrip>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
