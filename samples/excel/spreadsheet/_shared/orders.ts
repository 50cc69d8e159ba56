// A deterministic order list shared by the spreadsheet samples.
import { Color } from "igniteui-react-core";
import {
  CellFill,
  Workbook,
  WorkbookColorInfo,
  WorkbookFormat,
  WorksheetColumnWidthUnit,
  type Worksheet,
} from "igniteui-react-excel";
import { seededRandom } from "../../../_shared/random";

export const regions = ["North", "South", "East", "West"];
export const productNames = ["Trail backpack", "Dome tent", "Sleeping bag", "Hiking boots", "Rain jacket", "Headlamp"];
const prices = [89, 249, 129, 159, 119, 39];
const reps = ["A. Novak", "B. Okafor", "C. Lindqvist", "D. Ramos", "E. Tanaka"];

export const orderColumns = ["Order", "Date", "Region", "Rep", "Product", "Units", "Price", "Total"];

export function color(css: string): WorkbookColorInfo {
  return new WorkbookColorInfo(Color.create(css));
}

/** Writes `count` orders from row 2 on (row 1 holds the headers) and returns the last row number. */
export function fillOrders(sheet: Worksheet, count = 30, seed = 7, headerFill = true): number {
  const random = seededRandom(seed);
  orderColumns.forEach((text, c) => {
    const cell = sheet.rows(0).cells(c);
    cell.value = text;
    cell.cellFormat.font.bold = true;
    // Left out for an Excel table, whose style colours its own header row.
    if (headerFill) cell.cellFormat.fill = CellFill.createSolidFill(color("#dbe9f7"));
  });
  for (let i = 0; i < count; i++) {
    const row = sheet.rows(i + 1);
    const p = Math.floor(random() * productNames.length);
    row.cells(0).value = 10401 + i;
    row.cells(1).value = new Date(2026, 0, 2 + Math.floor(i * 3.1));
    row.cells(2).value = regions[Math.floor(random() * regions.length)];
    row.cells(3).value = reps[Math.floor(random() * reps.length)];
    row.cells(4).value = productNames[p];
    row.cells(5).value = 1 + Math.floor(random() * 12);
    row.cells(6).value = prices[p];
    row.applyCellFormula(7, `=F${i + 2}*G${i + 2}`);
  }
  sheet.columns(1).cellFormat.formatString = "yyyy-mm-dd";
  sheet.columns(6).cellFormat.formatString = '"$"#,##0';
  sheet.columns(7).cellFormat.formatString = '"$"#,##0';
  [70, 100, 70, 100, 120, 60, 70, 80].forEach((w, c) => sheet.columns(c).setWidth(w, WorksheetColumnWidthUnit.Pixel));
  return count + 1;
}

export function createOrdersWorkbook(count = 30, headerFill = true): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  fillOrders(workbook.worksheets().add("Orders"), count, 7, headerFill);
  return workbook;
}
