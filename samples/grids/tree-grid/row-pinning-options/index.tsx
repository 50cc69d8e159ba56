import { useEffect, useMemo, useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridPinningActions, IgrTreeGrid, RowPinningPosition, type IgrPinningConfig } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

type Rows = "top" | "bottom";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridRowPinningOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [rows, setRows] = useState<Rows>("top");
  const pinning = useMemo<IgrPinningConfig>(() => ({ rows: rows === "top" ? RowPinningPosition.Top : RowPinningPosition.Bottom }), [rows]);

  // Pin two orders on arrival.
  useEffect(() => {
    const timer = setTimeout(() => {
      gridRef.current?.pinRow("10250");
      gridRef.current?.pinRow("10252");
    }, 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Pinned rows at the"
          value={rows}
          onChange={setRows}
          options={[
            { value: "top", text: "Top" },
            { value: "bottom", text: "Bottom" },
          ]}
        />
      </ControlBar>
      <Hint>Hover a row and use the pin in the action strip to pin or unpin it; the grid's pinning option puts pinned rows above or below the scrolling rows.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          pinning={pinning}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="id" header="Order / line" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
          <IgrActionStrip>
            <IgrGridPinningActions />
          </IgrActionStrip>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
