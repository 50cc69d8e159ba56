import {
  CellBorderLineStyle,
  CellFill,
  HorizontalCellAlignment,
  Workbook,
  WorkbookColorInfo,
  WorkbookFormat,
  WorksheetColumnWidthUnit,
  type IWorksheetCellFormat,
  type Worksheet,
} from "igniteui-react-excel";
import { Color } from "igniteui-react-core";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
const income = [4200, 4200, 4350, 4350, 4500, 4650];
const expenses: [string, number[]][] = [
  ["Rent", [1450, 1450, 1450, 1450, 1450, 1450]],
  ["Utilities", [210, 195, 180, 150, 135, 120]],
  ["Groceries", [620, 580, 640, 605, 660, 630]],
  ["Transport", [180, 175, 210, 190, 240, 260]],
  ["Insurance", [140, 140, 140, 140, 140, 140]],
  ["Leisure", [260, 190, 310, 280, 350, 420]],
];

const money = '"$"#,##0;[Red]-"$"#,##0';
const percent = "0.0%";
const accent = "#1f5fa8";

// The workbook API expects Color objects: a plain CSS string is not converted.
function color(css: string): WorkbookColorInfo {
  return new WorkbookColorInfo(Color.create(css));
}

function header(format: IWorksheetCellFormat) {
  format.fill = CellFill.createSolidFill(color(accent));
  format.font.bold = true;
  format.font.colorInfo = color("#ffffff");
  format.alignment = HorizontalCellAlignment.Center;
}

function total(format: IWorksheetCellFormat) {
  format.font.bold = true;
  format.topBorderStyle = CellBorderLineStyle.Thin;
  format.topBorderColorInfo = color(accent);
}

function title(sheet: Worksheet, text: string, lastColumn: number) {
  sheet.rows(0).cells(0).value = text;
  sheet.rows(0).height = 600; // twips: 30 points
  const merged = sheet.mergedCellsRegions().add(0, 0, 0, lastColumn);
  merged.cellFormat.font.height = 320; // twips: 16 points
  merged.cellFormat.font.bold = true;
  merged.cellFormat.font.colorInfo = color(accent);
}

function fillBudget(sheet: Worksheet) {
  title(sheet, "Household budget, January to June", 8);

  const headers = ["Category", ...months, "Total", "Average"];
  headers.forEach((text, c) => {
    const cell = sheet.rows(2).cells(c);
    cell.value = text;
    header(cell.cellFormat);
  });

  // Row 4 in Excel terms (index 3): income, then the expense rows 6 to 11.
  sheet.rows(3).cells(0).value = "Income";
  income.forEach((v, i) => {
    sheet.rows(3).cells(i + 1).value = v;
  });
  sheet.rows(4).cells(0).value = "Expenses";
  sheet.rows(4).cells(0).cellFormat.font.italic = true;
  expenses.forEach(([name, values], r) => {
    const row = sheet.rows(5 + r);
    row.cells(0).value = name;
    values.forEach((v, i) => {
      row.cells(i + 1).value = v;
    });
  });

  // Column totals and the balance, written as Excel formulas.
  const totals = sheet.rows(11);
  const balance = sheet.rows(12);
  totals.cells(0).value = "Total expenses";
  balance.cells(0).value = "Balance";
  months.forEach((_, i) => {
    const col = String.fromCharCode(66 + i); // B..G
    totals.applyCellFormula(i + 1, `=SUM(${col}6:${col}11)`);
    balance.applyCellFormula(i + 1, `=${col}4-${col}12`);
  });

  // Row totals and averages for every row with numbers.
  for (const r of [4, 6, 7, 8, 9, 10, 11, 12, 13]) {
    sheet.rows(r - 1).applyCellFormula(7, `=SUM(B${r}:G${r})`);
    sheet.rows(r - 1).applyCellFormula(8, `=AVERAGE(B${r}:G${r})`);
  }

  for (let c = 0; c <= 8; c++) {
    total(totals.cells(c).cellFormat);
    total(balance.cells(c).cellFormat);
  }

  sheet.columns(0).setWidth(130, WorksheetColumnWidthUnit.Pixel);
  for (let c = 1; c <= 8; c++) {
    sheet.columns(c).setWidth(c >= 7 ? 95 : 80, WorksheetColumnWidthUnit.Pixel);
    sheet.columns(c).cellFormat.formatString = money;
  }

  // Keep the header row and the category column in view while scrolling.
  sheet.displayOptions.panesAreFrozen = true;
  sheet.displayOptions.frozenPaneSettings.frozenRows = 3;
  sheet.displayOptions.frozenPaneSettings.frozenColumns = 1;
  sheet.displayOptions.tabColorInfo = color(accent);
}

function fillSummary(sheet: Worksheet) {
  title(sheet, "Summary", 2);

  // Formulas that reach into the Budget sheet.
  const figures: [string, string, string][] = [
    ["Total income", "=Budget!H4", money],
    ["Total expenses", "=Budget!H12", money],
    ["Net savings", "=B3-B4", money],
    ["Savings rate", "=B5/B3", percent],
    ["Average monthly spending", "=Budget!I12", money],
    ["Largest expense", "=INDEX(Budget!A6:A11,MATCH(MAX(Budget!H6:H11),Budget!H6:H11,0))", "@"],
  ];
  figures.forEach(([label, formula, format], i) => {
    const row = sheet.rows(2 + i);
    row.cells(0).value = label;
    row.applyCellFormula(1, formula);
    row.cells(1).cellFormat.formatString = format;
    row.cells(1).cellFormat.alignment = HorizontalCellAlignment.Right;
  });

  ["Category", "Spent", "Share"].forEach((text, c) => {
    const cell = sheet.rows(9).cells(c);
    cell.value = text;
    header(cell.cellFormat);
  });
  expenses.forEach((_, i) => {
    const row = sheet.rows(10 + i);
    const source = 6 + i;
    row.applyCellFormula(0, `=Budget!A${source}`);
    row.applyCellFormula(1, `=Budget!H${source}`);
    row.applyCellFormula(2, `=B${11 + i}/Budget!$H$12`);
    row.cells(1).cellFormat.formatString = money;
    row.cells(2).cellFormat.formatString = percent;
  });

  sheet.columns(0).setWidth(190, WorksheetColumnWidthUnit.Pixel);
  sheet.columns(1).setWidth(110, WorksheetColumnWidthUnit.Pixel);
  sheet.columns(2).setWidth(80, WorksheetColumnWidthUnit.Pixel);
  sheet.displayOptions.tabColorInfo = color("#2e8b57");
}

/** Builds the two-sheet budget workbook in code: values, formulas and formatting. */
export function createBudgetWorkbook(): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  fillBudget(workbook.worksheets().add("Budget"));
  fillSummary(workbook.worksheets().add("Summary"));
  return workbook;
}
