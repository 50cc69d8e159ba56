import { useEffect, useState } from "react";
import {
  CellFill,
  ChartTitle,
  ChartType,
  AxisType,
  FormattedString,
  Legend,
  LegendPosition,
  Workbook,
  WorkbookFormat,
  WorksheetColumnWidthUnit,
} from "igniteui-react-excel";
import { IgrSpreadsheet } from "igniteui-react-spreadsheet";
import { IgrSpreadsheetChartAdapterModule, SpreadsheetChartAdapter } from "igniteui-react-spreadsheet-chart-adapter";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { color } from "../_shared/orders";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

// Registers the data chart, pie and doughnut modules the adapter draws with.
IgrSpreadsheetChartAdapterModule.register();

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
const lines = ["Coffee", "Tea", "Pastries"];
// Monthly sales of a small café, in dollars (rows: months, columns: product lines).
const sales = [
  [4200, 1650, 2300],
  [3900, 1720, 2150],
  [4600, 1580, 2600],
  [4850, 1410, 2750],
  [5300, 1300, 2900],
  [5650, 1240, 3150],
];

const chartTypes = {
  ColumnClustered: "Clustered column",
  ColumnStacked: "Stacked column",
  BarClustered: "Clustered bar",
  LineMarkers: "Line with markers",
  Area: "Area",
  AreaStacked: "Stacked area",
  Pie: "Pie (first series)",
  Doughnut: "Doughnut",
} as const;
type ChartKey = keyof typeof chartTypes;

function createWorkbook() {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const sheet = workbook.worksheets().add("Sales");
  // A1 stays empty: that is how the series source tells a category column (A) from value columns.
  ["", ...lines].forEach((text, c) => {
    const cell = sheet.rows(0).cells(c);
    cell.value = text;
    cell.cellFormat.font.bold = true;
    cell.cellFormat.fill = CellFill.createSolidFill(color("#dbe9f7"));
  });
  months.forEach((month, r) => {
    const row = sheet.rows(r + 1);
    row.cells(0).value = month;
    sales[r]?.forEach((value, c) => (row.cells(c + 1).value = value));
  });
  for (let c = 0; c < 4; c++) sheet.columns(c).setWidth(80, WorksheetColumnWidthUnit.Pixel);
  for (let c = 1; c < 4; c++) sheet.columns(c).cellFormat.formatString = '"$"#,##0';

  // The chart lives in the worksheet's shapes, anchored from E2 to L20; its series read A1:D7
  // (the first column gives the categories, the header row the series names).
  const chart = sheet.shapes().addChart(
    ChartType.ColumnClustered,
    sheet.rows(1).cells(4),
    { x: 0, y: 0 },
    sheet.rows(19).cells(11),
    { x: 0, y: 0 },
    (c) => {
      c.setSourceData("A1:D7", false);
      c.chartTitle = new ChartTitle();
      c.chartTitle.text = new FormattedString("Café sales, first half of 2026");
      c.legend = new Legend();
      c.legend.position = LegendPosition.Bottom;
    },
  );
  return { workbook, sheet, chart };
}

export default function SpreadsheetAdapterChartSample() {
  const [{ workbook, sheet, chart }] = useState(createWorkbook);
  // Without a chart adapter the spreadsheet leaves the workbook's charts out.
  const [adapter] = useState(() => new SpreadsheetChartAdapter());
  const { sheet: spreadsheet, host } = useSpreadsheet(workbook);
  const [type, setType] = useState<ChartKey>("ColumnClustered");
  const [june, setJune] = useState(sales[5]?.[0] ?? 0);

  useEffect(() => {
    chart.chartType = ChartType[type];
    // Pie and doughnut charts have no axes; the others start their value axis at zero.
    const values = chart.axisCollection(AxisType.Value);
    if (values) {
      values.minimumScale = 0;
      values.minimumScaleIsAuto = false;
    }
  }, [chart, type]);

  // Writing a cell is all it takes: the chart's series refer to the range, so the spreadsheet redraws it.
  useEffect(() => {
    sheet.rows(6).cells(1).value = june;
  }, [sheet, june]);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl
          label="Chart type"
          value={type}
          width={210}
          options={Object.entries(chartTypes).map(([value, text]) => ({ value: value as ChartKey, text }))}
          onChange={setType}
        />
        <SliderControl label="June coffee sales (B7)" value={june} min={0} max={9000} step={50} format={(v) => `$${v}`} onChange={setJune} />
      </ControlBar>
      <StatusLine>The chart is a WorksheetChart in the workbook, drawn by a SpreadsheetChartAdapter. Edit any value in B2:D7 and it follows.</StatusLine>
      <div ref={host} style={{ flex: 1, minHeight: 360 }}>
        <IgrSpreadsheet ref={spreadsheet} width="100%" height="100%" chartAdapter={adapter} />
      </div>
    </div>
  );
}
