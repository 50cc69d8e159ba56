import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders, type Order } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const longNames = ["International Trading Cooperative of the Northern Provinces", "The Very Long Name Restaurant & Bar Group Ltd."];

export default function ColumnAutoSizingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data, setData] = useState<Order[]>(() => orders.slice(0, 60).map((o) => ({ ...o })));
  const [widths, setWidths] = useState("");

  const readWidths = () =>
    setWidths(
      (gridRef.current?.columns ?? [])
        .filter((c) => !c.columnGroup)
        .map((c) => `${c.header}: ${Math.round(parseFloat(c.width))}px`)
        .join(" · "),
    );

  const longerNames = () => {
    setData((rows) => rows.map((r, i) => (i < 2 ? { ...r, customer: longNames[i]! } : r)));
    // The "auto" widths were measured on the first rows; measure again once the new data is drawn.
    setTimeout(() => {
      gridRef.current?.recalculateAutoSizes();
      readWidths();
    }, 100);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={longerNames}>Give two customers long names</IgrButton>
        <IgrButton
          variant="outlined"
          onClick={() => {
            gridRef.current?.columns.forEach((c) => c.autosize());
            readWidths();
          }}
        >
          Autosize every column now
        </IgrButton>
        <IgrButton
          variant="outlined"
          onClick={() => {
            gridRef.current?.columns.forEach((c) => c.autosize(true));
            readWidths();
          }}
        >
          Fit the headers only
        </IgrButton>
      </ControlBar>
      <Hint>
        Every column has <code>width="auto"</code>: it takes the width of its longest visible value or header. Double-click the edge of a header
        to fit that one column again.
      </Hint>
      <div style={gridArea}>
        <IgrGrid ref={gridRef} data={data} primaryKey="orderId" autoGenerate={false} onRendered={() => setTimeout(readWidths, 100)} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="orderId" header="Order" width="auto" resizable formatter={(id: number) => String(id)} />
          <IgrColumn field="customer" header="Customer" width="auto" resizable />
          <IgrColumn field="contact" header="Contact" width="auto" resizable />
          <IgrColumn field="city" header="City" width="auto" resizable />
          <IgrColumn field="product" header="Product" width="auto" resizable />
          <IgrColumn field="total" header="Order total" dataType="currency" pipeArgs={usd} width="auto" resizable />
          <IgrColumn field="status" header="Status" width="auto" resizable />
        </IgrGrid>
      </div>
      <Hint>{widths}</Hint>
    </div>
  );
}
