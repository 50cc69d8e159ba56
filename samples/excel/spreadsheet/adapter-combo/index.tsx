import { useEffect, useState } from "react";
import {
  AxisGroup,
  CellFill,
  ChartTitle,
  ChartType,
  FormattedString,
  Legend,
  LegendPosition,
  MarkerStyle,
  Workbook,
  WorkbookFormat,
  WorksheetColumnWidthUnit,
  type Worksheet,
} from "igniteui-react-excel";
import { IgrSpreadsheet } from "igniteui-react-spreadsheet";
import { IgrSpreadsheetChartAdapterModule, SpreadsheetChartAdapter } from "igniteui-react-spreadsheet-chart-adapter";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { color } from "../_shared/orders";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

// Registers the data chart modules the adapter draws with.
IgrSpreadsheetChartAdapterModule.register();

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// Approximate monthly climate normals: precipitation in mm, mean temperature in °C.
const climates = {
  Lisbon: {
    rain: [96, 83, 58, 62, 47, 12, 4, 6, 31, 93, 116, 122],
    temp: [11.6, 12.6, 14.9, 16.1, 18.4, 21.4, 23.1, 23.5, 22.1, 19.0, 14.9, 12.5],
  },
  Oslo: {
    rain: [55, 41, 46, 47, 62, 76, 81, 92, 84, 95, 88, 58],
    temp: [-3.4, -3.1, 0.3, 5.5, 10.9, 15.0, 17.4, 16.0, 11.4, 6.1, 1.4, -2.6],
  },
  Singapore: {
    rain: [243, 115, 170, 165, 171, 132, 158, 176, 169, 194, 257, 288],
    temp: [26.8, 27.3, 27.8, 28.2, 28.5, 28.5, 28.1, 28.0, 27.8, 27.8, 27.0, 26.6],
  },
} as const;
type City = keyof typeof climates;

const lineTypes = {
  LineMarkers: "Line with markers",
  Line: "Line",
  Area: "Area",
} as const;
type LineKey = keyof typeof lineTypes;

function title(text: string) {
  const t = new ChartTitle();
  t.text = new FormattedString(text);
  return t;
}

function writeClimate(sheet: Worksheet, city: City) {
  const { rain, temp } = climates[city];
  months.forEach((_, r) => {
    sheet.rows(r + 1).cells(1).value = rain[r] ?? 0;
    sheet.rows(r + 1).cells(2).value = temp[r] ?? 0;
  });
}

function createWorkbook() {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const sheet = workbook.worksheets().add("Climate");
  // A1 stays empty: that is how the series source tells a category column (A) from value columns.
  ["", "Precipitation (mm)", "Temperature (°C)"].forEach((text, c) => {
    const cell = sheet.rows(0).cells(c);
    cell.value = text;
    cell.cellFormat.font.bold = true;
    cell.cellFormat.fill = CellFill.createSolidFill(color("#dbe9f7"));
  });
  months.forEach((m, r) => (sheet.rows(r + 1).cells(0).value = m));
  writeClimate(sheet, "Lisbon");
  [50, 165, 145].forEach((w, c) => sheet.columns(c).setWidth(w, WorksheetColumnWidthUnit.Pixel));
  sheet.columns(2).cellFormat.formatString = "0.0";

  // A Combo chart gets one chart type per series: columns for the rain, a line for the temperature.
  const chart = sheet.shapes().addChart(
    ChartType.Combo,
    sheet.rows(1).cells(3),
    { x: 0, y: 0 },
    sheet.rows(22).cells(10),
    { x: 0, y: 0 },
    (c) => {
      c.setComboChartSourceData("A1:C13", [ChartType.ColumnClustered, ChartType.LineMarkers]);
      c.chartTitle = title("Lisbon climate");
      c.legend = new Legend();
      c.legend.position = LegendPosition.Bottom;
    },
  );
  return { workbook, sheet, chart };
}

export default function SpreadsheetAdapterComboSample() {
  const [{ workbook, sheet, chart }] = useState(createWorkbook);
  // Without a chart adapter the spreadsheet leaves the workbook's charts out.
  const [adapter] = useState(() => new SpreadsheetChartAdapter());
  const { sheet: spreadsheet, host } = useSpreadsheet(workbook);
  const [city, setCity] = useState<City>("Lisbon");
  const [lineType, setLineType] = useState<LineKey>("LineMarkers");
  const [secondary, setSecondary] = useState(true);

  useEffect(() => {
    writeClimate(sheet, city);
    chart.chartTitle = title(`${city} climate`);
  }, [sheet, chart, city]);

  useEffect(() => {
    const series = chart.seriesCollection(1); // zero-based: the temperature column
    series.chartType = ChartType[lineType];
    // Markers set for "Line with markers" would otherwise stay on when switching to Line or Area.
    series.markerStyle = lineType === "LineMarkers" ? MarkerStyle.Circle : MarkerStyle.None;
    // On the secondary axis the temperature gets a scale of its own (drawn beside the mm scale) instead of sharing it.
    series.axisGroup = secondary ? AxisGroup.Secondary : AxisGroup.Primary;
  }, [chart, lineType, secondary]);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl label="City" value={city} options={Object.keys(climates) as City[]} onChange={setCity} />
        <SelectControl
          label="Temperature series"
          value={lineType}
          width={210}
          options={Object.entries(lineTypes).map(([value, text]) => ({ value: value as LineKey, text }))}
          onChange={setLineType}
        />
        <SwitchControl label="Temperature on secondary axis" checked={secondary} onChange={setSecondary} />
      </ControlBar>
      <StatusLine>A ChartType.Combo worksheet chart: precipitation as columns, temperature as a line with its own axis.</StatusLine>
      <div ref={host} style={{ flex: 1, minHeight: 360 }}>
        <IgrSpreadsheet ref={spreadsheet} width="100%" height="100%" chartAdapter={adapter} />
      </div>
    </div>
  );
}
