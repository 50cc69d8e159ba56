import { useState } from "react";
import {
  IgrColumn,
  IgrColumnGroup,
  IgrExcelExporterOptions,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarTitle,
  type IgrGridToolbarExportEventArgs,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const percent = { digitsInfo: "1.0-0" };

export default function MultiColumnHeadersExportSample() {
  const [keepHeaders, setKeepHeaders] = useState(true);
  const [freeze, setFreeze] = useState(true);
  const [last, setLast] = useState("");

  function onExporting(e: IgrGridToolbarExportEventArgs) {
    const options = e.detail.options;
    options.fileName = "Orders by section";
    // Off: only the leaf headers (Customer, Country, ...) go to the file; on: the group rows above them too.
    options.ignoreMultiColumnHeaders = !keepHeaders;
    options.freezeHeaders = freeze;
    const excel = options instanceof IgrExcelExporterOptions;
    setLast(`${options.fileName}.${excel ? "xlsx" : "csv"}${excel && keepHeaders ? " with the header groups" : ""}`);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Export the header groups" checked={keepHeaders} onChange={setKeepHeaders} />
        <SwitchControl label="Freeze the header rows" checked={freeze} onChange={setFreeze} />
      </ControlBar>
      <Hint>
        Use Export in the toolbar. Excel files repeat the group headers as merged cells above the columns; CSV has a single header line.
        {last && <> Last file: <b>{last}</b>.</>}
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          onToolbarExporting={onExporting}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" width="100px" />
          <IgrColumnGroup header="Customer">
            <IgrColumn field="customer" header="Name" width="210px" />
            <IgrColumnGroup header="Address">
              <IgrColumn field="country" header="Country" width="110px" />
              <IgrColumn field="city" header="City" width="120px" />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Order line">
            <IgrColumn field="product" header="Product" width="190px" />
            <IgrColumn field="quantity" header="Qty" dataType="number" width="80px" />
            <IgrColumnGroup header="Price">
              <IgrColumn field="unitPrice" header="Unit" dataType="currency" pipeArgs={usd} width="100px" />
              <IgrColumn field="discount" header="Discount" dataType="percent" pipeArgs={percent} width="100px" />
              <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="120px" />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Shipping">
            <IgrColumn field="shipper" header="Shipper" width="150px" />
            <IgrColumn field="shippedDate" header="Shipped" dataType="date" width="130px" />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
    </div>
  );
}
