import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrColumnGroup,
  IgrExcelExporterOptions,
  IgrExcelExporterService,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarTitle,
  IgrTreeGrid,
  type IgrExporterOptionsBase,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const excelExporter = new IgrExcelExporterService();

export default function TreeGridMultiColumnHeadersExportSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [keepHeaders, setKeepHeaders] = useState(true);
  const [freeze, setFreeze] = useState(true);
  const [last, setLast] = useState("");

  function applyOptions(options: IgrExporterOptionsBase) {
    options.fileName = "OrdersWithGroups";
    // Off: only the bottom row of headers (the columns) goes into the file.
    options.ignoreMultiColumnHeaders = !keepHeaders;
    options.freezeHeaders = freeze;
  }

  function exportExcel() {
    const grid = gridRef.current;
    if (!grid) return;
    const options = new IgrExcelExporterOptions("OrdersWithGroups");
    applyOptions(options);
    excelExporter.export(grid, options);
    setLast(`OrdersWithGroups.xlsx with ${keepHeaders ? "three header rows" : "one header row"}`);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Export the group headers" checked={keepHeaders} onChange={setKeepHeaders} />
        <SwitchControl label="Freeze the header rows" checked={freeze} onChange={setFreeze} />
        <IgrButton onClick={exportExcel}>Export to Excel</IgrButton>
      </ControlBar>
      <Hint>
        The workbook repeats the grid's nested headers as merged cells above the columns, and the orders and their items as outline levels.
        {last && <> Last saved: <b>{last}</b>.</>}
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          onToolbarExporting={(e) => applyOptions(e.detail.options)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter exportExcel exportCSV={false} exportPDF={false} />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumnGroup header="Order line">
            <IgrColumn field="category" header="Category" />
            <IgrColumnGroup header="Amounts">
              <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
              <IgrColumn field="quantity" header="Qty" dataType="number" />
              <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Shipping">
            <IgrColumn field="shipCountry" header="Country" />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="delivered" header="Delivered" dataType="boolean" />
          </IgrColumnGroup>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
