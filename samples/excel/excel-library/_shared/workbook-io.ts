// Helpers shared by the Excel library samples: module registration, reading a worksheet's
// visible content into plain text, and saving a workbook as a download made in the browser.
import { IgrExcelCoreModule, IgrExcelModule, TextFormatMode, Workbook, WorkbookSaveOptions, type Worksheet } from "igniteui-react-excel";

IgrExcelCoreModule.register();
// Registers the formula functions and the .xls / .xlsx readers and writers.
IgrExcelModule.register();

export interface SheetText {
  /** Cell text as Excel would display it (number formats applied, formulas calculated). */
  rows: string[][];
  columns: number;
}

/** Reads the top-left block of a worksheet and trims the empty rows and columns at its end. */
export function readSheet(sheet: Worksheet, maxRows = 60, maxColumns = 16): SheetText {
  const rows: string[][] = [];
  let lastRow = -1;
  let lastColumn = -1;
  for (let r = 0; r < maxRows; r++) {
    const row = sheet.rows(r);
    const texts: string[] = [];
    for (let c = 0; c < maxColumns; c++) {
      // IgnoreCellWidth: the full text, not the "####" a too-narrow Excel column would show.
      const text = row.getCellText(c, TextFormatMode.IgnoreCellWidth) ?? "";
      texts.push(text);
      if (text !== "") {
        lastRow = r;
        lastColumn = Math.max(lastColumn, c);
      }
    }
    rows.push(texts);
  }
  return { rows: rows.slice(0, lastRow + 1).map((r) => r.slice(0, lastColumn + 1)), columns: lastColumn + 1 };
}

/** Saves the workbook (in its current format) to a Blob. */
export function saveToBlob(workbook: Workbook): Promise<Blob> {
  const options = new WorkbookSaveOptions();
  options.type = "blob";
  return new Promise((resolve, reject) => workbook.save(options, (data: Blob) => resolve(data), reject));
}

/** Saves the workbook and hands it to the browser as a download through a temporary Blob URL. */
export async function downloadWorkbook(workbook: Workbook, fileName: string): Promise<number> {
  const blob = await saveToBlob(workbook);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return blob.size;
}

/** Loads a workbook from bytes (an .xlsx or .xls file's content). */
export function loadWorkbook(data: Uint8Array): Promise<Workbook> {
  return new Promise((resolve, reject) => Workbook.load(data, resolve, reject));
}

/** Excel's column letters for a zero-based index: 0 → A, 27 → AB. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}
