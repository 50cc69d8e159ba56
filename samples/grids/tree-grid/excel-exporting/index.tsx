import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import {
  CsvFileTypes,
  IgrColumn,
  IgrCsvExporterOptions,
  IgrCsvExporterService,
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
import { ExportViewSwitches, useExportOptions } from "../../_shared/export-options";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
// The services only build the file and hand it to the browser's download: nothing leaves the page.
const excelExporter = new IgrExcelExporterService();
const csvExporter = new IgrCsvExporterService();

export default function TreeGridExcelExportingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const exportOptions = useExportOptions("OrgChart");
  const [summaries, setSummaries] = useState(true);
  const [last, setLast] = useState("");

  /** The same options for the buttons and the toolbar's export menu. */
  function applyOptions(options: IgrExporterOptionsBase) {
    exportOptions.applyTo(options);
    // Summary rows exist only in workbooks; a CSV file is the plain rows. Workbooks keep the tree as outline levels.
    options.exportSummaries = options instanceof IgrExcelExporterOptions && summaries;
  }

  function exportFile(kind: "xlsx" | "csv") {
    const grid = gridRef.current;
    if (!grid) return;
    const options = kind === "xlsx" ? new IgrExcelExporterOptions("OrgChart") : new IgrCsvExporterOptions("OrgChart", CsvFileTypes.CSV);
    applyOptions(options);
    if (options instanceof IgrExcelExporterOptions) excelExporter.export(grid, options);
    else csvExporter.export(grid, options as IgrCsvExporterOptions);
    setLast(`${options.fileName}.${kind}`);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput label="File name" value={exportOptions.fileName} onInput={(e) => exportOptions.setFileName(e.detail)} style={{ width: 180 }} />
        <IgrButton onClick={() => exportFile("xlsx")}>Export to Excel</IgrButton>
        <IgrButton variant="outlined" onClick={() => exportFile("csv")}>
          Export to CSV
        </IgrButton>
      </ControlBar>
      <ControlBar>
        <ExportViewSwitches options={exportOptions} />
        <SwitchControl label="Summaries (Excel)" checked={summaries} onChange={setSummaries} />
      </ControlBar>
      <Hint>
        The workbook keeps the hierarchy: each level becomes an Excel outline level you can collapse with the +/- buttons, just like here. Filter,
        sort or hide columns first and the file follows the grid.
        {last && <> Last saved: <b>{last}</b>.</>}
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          summaryCalculationMode="childLevelsOnly"
          expansionDepth={2}
          onToolbarExporting={(e) => applyOptions(e.detail.options)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Org chart</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="200px" sortable />
          <IgrColumn field="title" header="Title" sortable />
          <IgrColumn field="department" header="Department" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable hasSummary />
          <IgrColumn field="hireDate" header="Hired" dataType="date" sortable />
          <IgrColumn field="email" header="Email" hidden />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
