import { useMemo, useState, type ChangeEvent } from "react";
import { IgrButton } from "igniteui-react";
import { HorizontalCellAlignment, Workbook, WorkbookFormat, WorksheetColumnWidthUnit } from "igniteui-react-excel";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { downloadWorkbook, loadWorkbook, readSheet } from "../_shared/workbook-io";
import { SheetTable } from "../_shared/sheet-table";
import { products, quarters } from "../_shared/sales";

type Format = "xlsx" | "xls";

/** Builds a one-sheet sales report: values, formulas and number formats. */
function createReport(format: Format): Workbook {
  const workbook = new Workbook(format === "xlsx" ? WorkbookFormat.Excel2007 : WorkbookFormat.Excel97To2003);
  const sheet = workbook.worksheets().add("Sales");
  const header = sheet.rows(0);
  ["Product", "Price", ...quarters, "Units", "Revenue"].forEach((text, c) => {
    header.cells(c).value = text;
    header.cells(c).cellFormat.font.bold = true;
    header.cells(c).cellFormat.alignment = HorizontalCellAlignment.Center;
  });
  products.forEach((p, i) => {
    const row = sheet.rows(i + 1);
    const n = i + 2; // the row number in Excel terms
    row.cells(0).value = p.name;
    row.cells(1).value = p.price;
    p.units.forEach((u, q) => (row.cells(2 + q).value = u));
    row.applyCellFormula(6, `=SUM(C${n}:F${n})`);
    row.applyCellFormula(7, `=B${n}*G${n}`);
  });
  const last = products.length + 1;
  const total = sheet.rows(last);
  total.cells(0).value = "Total";
  total.cells(0).cellFormat.font.bold = true;
  for (let c = 2; c <= 7; c++) {
    const col = String.fromCharCode(65 + c);
    total.applyCellFormula(c, `=SUM(${col}2:${col}${last})`);
    total.cells(c).cellFormat.font.bold = true;
  }
  sheet.columns(1).cellFormat.formatString = '"$"#,##0';
  sheet.columns(7).cellFormat.formatString = '"$"#,##0';
  sheet.columns(0).setWidth(140, WorksheetColumnWidthUnit.Pixel);
  return workbook;
}

export default function ExcelLibraryOverviewSample() {
  const [format, setFormat] = useState<Format>("xlsx");
  const [loaded, setLoaded] = useState<{ name: string; workbook: Workbook } | null>(null);
  const [status, setStatus] = useState("The workbook below was built in code; its formulas are calculated by the Excel engine.");
  const created = useMemo(() => createReport(format), [format]);
  const workbook = loaded?.workbook ?? created;
  const sheets = Array.from({ length: workbook.worksheets().count }, (_, i) => workbook.worksheets(i));

  async function download() {
    const size = await downloadWorkbook(workbook, `sales-report.${format}`);
    setStatus(`Saved sales-report.${format} in the browser (${size.toLocaleString()} bytes).`);
  }

  async function open(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const opened = await loadWorkbook(new Uint8Array(await file.arrayBuffer()));
      setLoaded({ name: file.name, workbook: opened });
      setStatus(`Opened ${file.name}: ${opened.worksheets().count} worksheet(s).`);
    } catch {
      setStatus(`${file.name} could not be read as an Excel workbook.`);
    }
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl
          label="File format"
          value={format}
          options={[
            { value: "xlsx", text: "Excel 2007+ (.xlsx)" },
            { value: "xls", text: "Excel 97-2003 (.xls)" },
          ]}
          onChange={(f) => {
            setLoaded(null);
            setFormat(f);
          }}
        />
        <IgrButton onClick={download}>Download workbook</IgrButton>
        <label style={{ display: "flex", flexDirection: "column", fontSize: 13 }}>
          Open an .xlsx / .xls file
          <input type="file" accept=".xlsx,.xls" onChange={open} />
        </label>
        {loaded && (
          <IgrButton variant="outlined" onClick={() => setLoaded(null)}>
            Back to the built workbook
          </IgrButton>
        )}
      </ControlBar>
      <StatusLine>{status}</StatusLine>
      <div style={{ flex: 1, minHeight: 300, overflow: "auto", display: "flex", flexDirection: "column", gap: 16 }}>
        {sheets.map((sheet) => (
          <section key={sheet.name}>
            <h3 style={{ margin: "0 0 6px", fontSize: 15 }}>{loaded ? `${loaded.name} — ${sheet.name}` : sheet.name}</h3>
            <SheetTable sheet={readSheet(sheet)} />
          </section>
        ))}
      </div>
    </div>
  );
}
