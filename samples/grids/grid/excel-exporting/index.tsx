import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import {
  CsvFileTypes,
  IgrColumn,
  IgrCsvExporterOptions,
  IgrCsvExporterService,
  IgrExcelExporterOptions,
  IgrExcelExporterService,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarTitle,
  type IgrExporterOptionsBase,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { ExportViewSwitches, useExportOptions } from "../../_shared/export-options";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// The services only build the file and hand it to the browser's download: nothing leaves the page.
const excelExporter = new IgrExcelExporterService();
const csvExporter = new IgrCsvExporterService();

export default function ExcelExportingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const exportOptions = useExportOptions("Orders");
  const [summaries, setSummaries] = useState(true);
  const [asTable, setAsTable] = useState(true);
  const [last, setLast] = useState("");

  /** The same options for the buttons below and the toolbar's export menu. */
  function applyOptions(options: IgrExporterOptionsBase) {
    exportOptions.applyTo(options);
    // Summary rows and tables exist only in workbooks; a CSV file is the plain rows.
    const excel = options instanceof IgrExcelExporterOptions;
    options.exportSummaries = excel && summaries;
    if (excel) options.exportAsTable = asTable;
  }

  function rowsToExport() {
    const grid = gridRef.current;
    return exportOptions.ignoreFiltering || !grid ? orders.length : grid.filteredSortedData.length;
  }

  function exportExcel() {
    const grid = gridRef.current;
    if (!grid) return;
    const options = new IgrExcelExporterOptions("Orders");
    applyOptions(options);
    excelExporter.export(grid, options);
    setLast(`${options.fileName}.xlsx with ${rowsToExport()} rows`);
  }

  function exportCsv() {
    const grid = gridRef.current;
    if (!grid) return;
    const options = new IgrCsvExporterOptions("Orders", CsvFileTypes.CSV);
    applyOptions(options);
    csvExporter.export(grid, options);
    setLast(`${options.fileName}.csv with ${rowsToExport()} rows`);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput label="File name" value={exportOptions.fileName} onInput={(e) => exportOptions.setFileName(e.detail)} style={{ width: 180 }} />
        <IgrButton onClick={exportExcel}>Export to Excel</IgrButton>
        <IgrButton variant="outlined" onClick={exportCsv}>
          Export to CSV
        </IgrButton>
      </ControlBar>
      <ControlBar>
        <ExportViewSwitches options={exportOptions} />
        <SwitchControl label="Summaries (Excel)" checked={summaries} onChange={setSummaries} />
        <SwitchControl label="Excel table" checked={asTable} onChange={setAsTable} />
      </ControlBar>
      <Hint>
        Sort, filter or hide columns, then export: the file follows the grid's view unless an option says otherwise.
        {last && <> Last saved: <b>{last}</b>.</>}
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          onToolbarExporting={(e) => applyOptions(e.detail.options)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Sales orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" sortable width="100px" />
          <IgrColumn field="customer" header="Customer" sortable minWidth="200px" />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="product" header="Product" sortable minWidth="180px" />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable hasSummary />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable hasSummary />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
          <IgrColumn field="status" header="Status" sortable />
          <IgrColumn field="shipper" header="Shipper" hidden />
        </IgrGrid>
      </div>
    </div>
  );
}
