import { useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { Color } from "igniteui-react-core";
import {
  CellFill,
  HorizontalCellAlignment,
  Workbook,
  WorkbookColorInfo,
  WorkbookFormat,
  WorksheetColumnWidthUnit,
  type WorksheetCell,
} from "igniteui-react-excel";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { downloadWorkbook, readSheet } from "../_shared/workbook-io";
import { SheetTable } from "../_shared/sheet-table";

const formats = {
  General: "General",
  '"$"#,##0.00': "Currency",
  "0.0%": "Percent",
  "0.00E+00": "Scientific",
  "yyyy-mm-dd": "Date",
} as const;
type FormatString = keyof typeof formats;

/** A small invoice: text, numbers, a date, a boolean, formulas, a merged title and styled cells. */
function createInvoice(): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const sheet = workbook.worksheets().add("Invoice");
  sheet.getCell("A1").value = "Invoice #2026-114";
  const title = sheet.mergedCellsRegions().add(0, 0, 0, 3); // A1:D1 as one cell
  title.cellFormat.font.bold = true;
  title.cellFormat.alignment = HorizontalCellAlignment.Center;
  title.cellFormat.fill = CellFill.createSolidFill(new WorkbookColorInfo(Color.create("#dbe9f7")));

  sheet.getCell("A2").value = "Issued";
  sheet.getCell("B2").value = new Date(2026, 2, 14);
  sheet.getCell("B2").cellFormat.formatString = "yyyy-mm-dd";
  sheet.getCell("C2").value = "Paid";
  sheet.getCell("D2").value = false;

  ["Item", "Quantity", "Unit price", "Amount"].forEach((t, c) => {
    sheet.rows(3).cells(c).value = t;
    sheet.rows(3).cells(c).cellFormat.font.bold = true;
  });
  const lines: [string, number, number][] = [
    ["Trail backpack", 2, 89],
    ["Headlamp", 4, 39],
    ["Water filter", 1, 49],
  ];
  lines.forEach(([item, qty, price], i) => {
    const n = i + 5;
    sheet.getCell(`A${n}`).value = item;
    sheet.getCell(`B${n}`).value = qty;
    sheet.getCell(`C${n}`).value = price;
    sheet.getCell(`D${n}`).applyFormula(`=B${n}*C${n}`);
  });
  sheet.getCell("C9").value = "Total";
  sheet.getCell("C9").cellFormat.font.bold = true;
  sheet.getCell("D9").applyFormula("=SUM(D5:D7)");
  sheet.getCell("D9").cellFormat.font.bold = true;
  for (const a of ["C5", "C6", "C7", "D5", "D6", "D7", "D9"]) sheet.getCell(a).cellFormat.formatString = '"$"#,##0.00';
  sheet.columns(0).setWidth(130, WorksheetColumnWidthUnit.Pixel);
  return workbook;
}

function describe(cell: WorksheetCell) {
  const value: unknown = cell.value;
  const type = value === null || value === undefined ? "empty" : value instanceof Date ? "date" : typeof value;
  return [
    ["Address", cell.toString()],
    ["Formula", cell.formula ? cell.formula.toString() : "—"],
    ["Value", value === null || value === undefined ? "—" : String(value)],
    ["Value type", type],
    ["Displayed text", cell.getText()],
    ["Number format", cell.cellFormat.formatString ?? "General"],
    ["Bold", cell.cellFormat.font.bold ? "yes" : "no"],
  ];
}

export default function WorkingWithCellsSample() {
  const [workbook] = useState(createInvoice);
  const [, setVersion] = useState(0);
  const [address, setAddress] = useState("D9");
  const [input, setInput] = useState("=SUM(D5:D7)*1.2");
  const [status, setStatus] = useState("Type a value or a formula (starting with =) and write it to a cell.");
  const sheet = workbook.worksheets(0);

  let cell: WorksheetCell | null = null;
  try {
    cell = sheet.getCell(address.trim().toUpperCase());
  } catch {
    cell = null;
  }

  function apply(action: (c: WorksheetCell) => string) {
    if (!cell) return setStatus(`"${address}" is not a cell address.`);
    try {
      setStatus(action(cell));
    } catch (error) {
      setStatus(`Excel rejected it: ${(error as Error).message}`);
    }
    setVersion((v) => v + 1);
  }

  function write(c: WorksheetCell) {
    const text = input.trim();
    if (text.startsWith("=")) {
      c.applyFormula(text);
      return `Applied the formula ${text} to ${c.toString()}.`;
    }
    const number = Number(text);
    c.value = text === "" ? null : Number.isNaN(number) ? text : number;
    return `Wrote ${text === "" ? "nothing (cleared)" : text} to ${c.toString()}.`;
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <IgrInput label="Cell" value={address} style={{ width: 90 }} onInput={(e) => setAddress(e.detail)} />
        <IgrInput label="Value or formula" value={input} onInput={(e) => setInput(e.detail)} />
        <IgrButton onClick={() => apply(write)}>Write</IgrButton>
        <SelectControl
          label="Number format"
          value={(cell?.cellFormat.formatString ?? "General") in formats ? ((cell?.cellFormat.formatString ?? "General") as FormatString) : "General"}
          options={Object.entries(formats).map(([value, text]) => ({ value: value as FormatString, text }))}
          onChange={(f) => apply((c) => ((c.cellFormat.formatString = f), `Format of ${c.toString()}: ${formats[f]}.`))}
        />
        <SwitchControl
          label="Bold"
          checked={!!cell?.cellFormat.font.bold}
          onChange={(b) => apply((c) => ((c.cellFormat.font.bold = b), `${c.toString()} is ${b ? "" : "not "}bold.`))}
        />
        <IgrButton variant="outlined" onClick={() => downloadWorkbook(workbook, "invoice.xlsx")}>
          Download .xlsx
        </IgrButton>
      </ControlBar>
      <StatusLine>{status}</StatusLine>
      <div style={{ flex: 1, minHeight: 300, overflow: "auto", display: "flex", gap: 24, flexWrap: "wrap", alignItems: "flex-start" }}>
        <SheetTable sheet={readSheet(sheet)} highlight={(r, c) => !!cell && cell.rowIndex === r && cell.columnIndex === c} />
        {cell && (
          <table style={{ borderCollapse: "collapse", fontSize: 13 }}>
            <tbody>
              {describe(cell).map(([k, v]) => (
                <tr key={k} style={{ borderBottom: "1px solid var(--ig-gray-300)" }}>
                  <td style={{ padding: "4px 8px", fontWeight: 600 }}>{k}</td>
                  <td style={{ padding: "4px 8px", fontFamily: "monospace" }}>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
