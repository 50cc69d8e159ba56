import { useEffect, useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGrid, IgrGridPinningActions, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "./row-pinning-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// Pinned rows get a class of their own, for a tint the grid's properties do not cover.
const rowClasses = { "row-pinning-style-pinned": (row: IgrRowType) => !!row.pinned };

export default function RowPinningStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [styled, setStyled] = useState(true);

  useEffect(() => {
    [orders[2], orders[5], orders[11]].forEach((o) => o && gridRef.current?.pinRow(o.orderId));
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom pinned row styles" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Three orders are pinned: the border between pinned and other rows, the pinned rows' tint and their ghosts below are all styled.</Hint>
      <div style={gridArea} className={styled ? "row-pinning-style-theme" : undefined}>
        <IgrGrid ref={gridRef} data={orders} primaryKey="orderId" autoGenerate={false} rowClasses={rowClasses} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="orderId" header="Order" width="100px" />
          <IgrColumn field="customer" header="Customer" minWidth="200px" />
          <IgrColumn field="product" header="Product" minWidth="170px" />
          <IgrColumn field="status" header="Status" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrActionStrip>
            <IgrGridPinningActions />
          </IgrActionStrip>
        </IgrGrid>
      </div>
    </div>
  );
}
