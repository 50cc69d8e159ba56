import { useMemo, useState } from "react";
import { IgrButton } from "igniteui-react";
import { CategoryChartType, IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { ChartType, Workbook, WorkbookFormat, WorksheetChart } from "igniteui-react-excel";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { downloadWorkbook, loadWorkbook, readSheet, saveToBlob } from "../_shared/workbook-io";
import { SheetTable } from "../_shared/sheet-table";
import { quarters } from "../_shared/sales";

IgrCategoryChartModule.register();

// Revenue in thousands of dollars per category and quarter.
const categories: [string, number[]][] = [
  ["Shelter", [16.4, 31.6, 47.8, 22.8]],
  ["Footwear", [15.1, 22.3, 24.2, 17.5]],
  ["Clothing", [15.5, 11.7, 8.3, 18.4]],
  ["Gear", [12.1, 13.9, 16.9, 14.3]],
];

// Excel chart types and the category chart type that previews each on the page.
const types = {
  column: { text: "Clustered column", excel: ChartType.ColumnClustered, preview: CategoryChartType.Column },
  line: { text: "Line with markers", excel: ChartType.LineMarkers, preview: CategoryChartType.Line },
  area: { text: "Area", excel: ChartType.Area, preview: CategoryChartType.Area },
} as const;
type TypeKey = keyof typeof types;

function createWorkbook(type: TypeKey, byRows: boolean): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const sheet = workbook.worksheets().add("Revenue");
  ["Category", ...quarters].forEach((t, c) => (sheet.rows(0).cells(c).value = t));
  categories.forEach(([name, values], r) => {
    sheet.rows(r + 1).cells(0).value = name;
    values.forEach((v, q) => (sheet.rows(r + 1).cells(q + 1).value = v));
  });
  // The chart sits over G2:O20; its data comes from the cells, so editing them in Excel updates the chart.
  sheet.shapes().addChart(
    types[type].excel,
    sheet.getCell("G2"),
    { x: 0, y: 0 },
    sheet.getCell("O20"),
    { x: 0, y: 0 },
    (chart) => chart.setSourceData("A1:E5", byRows),
  );
  return workbook;
}

/** The preview rows: one item per category (x axis) with a field per series, following plot-by. */
function previewData(byRows: boolean) {
  if (byRows) {
    // One series per category row, quarters along the x axis.
    return quarters.map((q, i) => Object.fromEntries([["label", q], ...categories.map(([name, v]) => [name, v[i] ?? 0])]));
  }
  return categories.map(([name, v]) => Object.fromEntries([["label", name], ...quarters.map((q, i) => [q, v[i] ?? 0])]));
}

export default function WorkingWithChartsSample() {
  const [type, setType] = useState<TypeKey>("column");
  const [byRows, setByRows] = useState(true);
  const [status, setStatus] = useState("The workbook holds the data and a native Excel chart; the chart below previews it.");
  const workbook = useMemo(() => createWorkbook(type, byRows), [type, byRows]);
  const data = useMemo(() => previewData(byRows), [byRows]);

  async function check() {
    const blob = await saveToBlob(workbook);
    const copy = await loadWorkbook(new Uint8Array(await blob.arrayBuffer()));
    const shapes = copy.worksheets(0).shapes();
    const charts = Array.from({ length: shapes.count }, (_, i) => shapes.item(i)).filter((s): s is WorksheetChart => s instanceof WorksheetChart);
    const first = charts[0];
    setStatus(
      first
        ? `Reopened the saved file: ${charts.length} chart, type ${ChartType[first.chartType]}, ${first.seriesCollection().count} series.`
        : "Reopened the saved file: no chart found.",
    );
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl label="Excel chart type" value={type} options={Object.entries(types).map(([value, t]) => ({ value: value as TypeKey, text: t.text }))} onChange={setType} />
        <SwitchControl label="Series from rows" checked={byRows} onChange={setByRows} />
        <IgrButton variant="outlined" onClick={check}>Save and inspect</IgrButton>
        <IgrButton onClick={() => downloadWorkbook(workbook, "revenue-chart.xlsx")}>Download .xlsx</IgrButton>
      </ControlBar>
      <StatusLine>{status}</StatusLine>
      <div style={{ overflow: "auto" }}>
        <SheetTable sheet={readSheet(workbook.worksheets(0))} />
      </div>
      <div style={{ flex: 1, minHeight: 260 }}>
        <IgrCategoryChart
          key={`${type}-${byRows}`}
          dataSource={data}
          chartType={types[type].preview}
          markerTypes={type === "line" ? "Circle" : "None"}
          chartTitle="Revenue (thousands of $)"
          yAxisMinimumValue={0}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
