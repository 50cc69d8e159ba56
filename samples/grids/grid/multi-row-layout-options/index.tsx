import { useState } from "react";
import { IgrColumn, IgrColumnLayout, IgrGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

type Arrangement = "stacked" | "wide";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function MultiRowLayoutOptionsSample() {
  const [arrangement, setArrangement] = useState<Arrangement>("stacked");
  const [pinned, setPinned] = useState(true);
  const [showShipping, setShowShipping] = useState(true);
  const [resizable, setResizable] = useState(true);
  const stacked = arrangement === "stacked";
  const common = { resizable, sortable: true };

  // rowStart/colStart place a column inside its layout block; rowEnd/colEnd (exclusive) make it span.
  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Order block"
          value={arrangement}
          options={[
            { value: "stacked", text: "Two lines" },
            { value: "wide", text: "One line" },
          ]}
          onChange={setArrangement}
        />
        <SwitchControl label="Pin the customer block" checked={pinned} onChange={setPinned} />
        <SwitchControl label="Shipping block" checked={showShipping} onChange={setShowShipping} />
        <SwitchControl label="Resizable columns" checked={resizable} onChange={setResizable} />
      </ControlBar>
      <Hint>Each record spans several lines; columns are placed in blocks by row and column. Drag a header edge to resize a column inside its block.</Hint>
      <div style={gridArea}>
        <IgrGrid data={orders} primaryKey="orderId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumnLayout pinned={pinned}>
            <IgrColumn field="customer" header="Customer" rowStart={1} colStart={1} colEnd={3} width="260px" {...common} />
            <IgrColumn field="contact" header="Contact" rowStart={2} colStart={1} {...common} />
            <IgrColumn field="country" header="Country" rowStart={2} colStart={2} {...common} />
          </IgrColumnLayout>
          <IgrColumnLayout key={arrangement}>
            <IgrColumn field="orderId" header="Order" rowStart={1} colStart={1} {...common} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" rowStart={stacked ? 2 : 1} colStart={stacked ? 1 : 2} {...common} />
            <IgrColumn field="product" header="Product" rowStart={1} colStart={stacked ? 2 : 3} width="200px" {...common} />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} rowStart={stacked ? 2 : 1} colStart={stacked ? 2 : 4} {...common} />
          </IgrColumnLayout>
          {showShipping && (
            <IgrColumnLayout>
              <IgrColumn field="shipper" header="Shipper" rowStart={1} colStart={1} {...common} />
              <IgrColumn field="status" header="Status" rowStart={2} colStart={1} {...common} />
            </IgrColumnLayout>
          )}
        </IgrGrid>
      </div>
    </div>
  );
}
