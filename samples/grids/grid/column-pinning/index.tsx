import { IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "./column-pinning.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** A header with a pin button that pins or unpins its column. */
const PinHeader = ({ column }: IgrColumnTemplateContext) => (
  <span className="column-pinning-header">
    <span>{column.header}</span>
    <button
      type="button"
      className={`column-pinning-toggle material-icons${column.pinned ? " column-pinning-on" : ""}`}
      title={column.pinned ? "Unpin" : "Pin"}
      onClick={(e) => {
        e.stopPropagation();
        column.pinned = !column.pinned;
      }}
    >
      push_pin
    </button>
  </span>
);

export default function ColumnPinningSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Pinned columns stay at the start while the rest scroll sideways. Pin or unpin with the pin in a header, or from the “Pinned” list in the
        toolbar.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={orders} primaryKey="orderId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarPinning title="Pinned columns" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" width="120px" pinned formatter={(id: number) => String(id)} headerTemplate={PinHeader} />
          <IgrColumn field="customer" header="Customer" width="230px" pinned headerTemplate={PinHeader} />
          <IgrColumn field="contact" header="Contact" width="180px" headerTemplate={PinHeader} />
          <IgrColumn field="country" header="Country" width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="city" header="City" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="product" header="Product" width="230px" headerTemplate={PinHeader} />
          <IgrColumn field="quantity" header="Qty" dataType="number" width="110px" headerTemplate={PinHeader} />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="shipper" header="Shipper" width="170px" headerTemplate={PinHeader} />
          <IgrColumn field="status" header="Status" width="140px" headerTemplate={PinHeader} />
        </IgrGrid>
      </div>
    </div>
  );
}
