import { fill, type SampleCode } from "./code";

export function radialGauge(): SampleCode {
  return {
    component: "IgrRadialGauge",
    imports: [`import { IgrRadialGauge, IgrRadialGaugeModule, IgrRadialGaugeRange } from "igniteui-react-gauges";`],
    setup: `IgrRadialGaugeModule.register();`,
    body: fill(`<IgrRadialGauge minimumValue={0} maximumValue={100} interval={10} value={64} width="100%" height="100%">
  <IgrRadialGaugeRange name="low" startValue={0} endValue={60} brush="#a4d8a0" />
  <IgrRadialGaugeRange name="high" startValue={60} endValue={100} brush="#f2a0a0" />
</IgrRadialGauge>`),
  };
}

export function linearGauge(): SampleCode {
  return {
    component: "IgrLinearGauge",
    imports: [`import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange } from "igniteui-react-gauges";`],
    setup: `IgrLinearGaugeModule.register();`,
    body: `      <IgrLinearGauge minimumValue={0} maximumValue={100} interval={10} value={64} width="100%" height="120px">
        <IgrLinearGraphRange name="low" startValue={0} endValue={60} brush="#a4d8a0" />
        <IgrLinearGraphRange name="high" startValue={60} endValue={100} brush="#f2a0a0" />
      </IgrLinearGauge>`,
  };
}

export function bulletGraph(): SampleCode {
  return {
    component: "IgrBulletGraph",
    imports: [`import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";`],
    setup: `IgrBulletGraphModule.register();`,
    // The bar is the measured value, the line across it the target.
    body: `      <IgrBulletGraph minimumValue={0} maximumValue={100} interval={10} value={64} targetValue={80} width="100%" height="120px">
        <IgrLinearGraphRange name="poor" startValue={0} endValue={40} brush="#d0d0d0" />
        <IgrLinearGraphRange name="fair" startValue={40} endValue={75} brush="#b0b0b0" />
        <IgrLinearGraphRange name="good" startValue={75} endValue={100} brush="#909090" />
      </IgrBulletGraph>`,
  };
}

export const gaugeTemplates: Record<string, () => SampleCode> = {
  "radial-gauge": radialGauge,
  "linear-gauge": linearGauge,
  "bullet-graph": bulletGraph,
};

export function geographicMap(): SampleCode {
  return {
    component: "IgrGeographicMap",
    imports: [
      `import {
  IgrGeographicMap,
  IgrGeographicMapModule,
  IgrGeographicPolylineSeries,
  IgrGeographicSymbolSeries,
} from "igniteui-react-maps";`,
    ],
    setup: `IgrGeographicMapModule.register();

// Meridians and parallels every 30 degrees, so the map has a frame of reference without any imagery.
const graticule = [
  ...[-180, -150, -120, -90, -60, -30, 0, 30, 60, 90, 120, 150, 180].map((lon) => ({
    points: [[{ x: lon, y: -80 }, { x: lon, y: 80 }]],
  })),
  ...[-60, -30, 0, 30, 60].map((lat) => ({ points: [[{ x: -180, y: lat }, { x: 180, y: lat }]] })),
];

// A few cities to start from: replace them with the places your sample is about.
const cities = [
  { name: "London", lat: 51.5, lon: -0.13 },
  { name: "New York", lat: 40.71, lon: -74.0 },
  { name: "São Paulo", lat: -23.55, lon: -46.63 },
  { name: "Cairo", lat: 30.04, lon: 31.24 },
  { name: "Mumbai", lat: 19.08, lon: 72.88 },
  { name: "Tokyo", lat: 35.68, lon: 139.69 },
  { name: "Sydney", lat: -33.87, lon: 151.21 },
];`,
    // backgroundContent={null} removes the default tile imagery: the map loads nothing from outside the
    // gallery. A sample that shows imagery lists its tile host under "network" in sample.json.
    body: fill(`<div style={{ width: "100%", height: "100%", background: "#dcecf7" }}>
  <IgrGeographicMap backgroundContent={null} zoomable width="100%" height="100%">
    <IgrGeographicPolylineSeries name="graticule" dataSource={graticule} shapeMemberPath="points" shapeStroke="#9db8cc" shapeStrokeThickness={1} />
    <IgrGeographicSymbolSeries
      name="cities"
      dataSource={cities}
      latitudeMemberPath="lat"
      longitudeMemberPath="lon"
      markerType="Circle"
      markerBrush="#d9594c"
      markerOutline="white"
      showDefaultTooltip
    />
  </IgrGeographicMap>
</div>`),
  };
}

export function spreadsheet(): SampleCode {
  return {
    component: "IgrSpreadsheet",
    imports: [
      `import { useMemo } from "react";`,
      `import { IgrExcelCoreModule, IgrExcelModule, Workbook, WorkbookFormat } from "igniteui-react-excel";`,
      `import { IgrSpreadsheet, IgrSpreadsheetModule } from "igniteui-react-spreadsheet";`,
    ],
    setup: `IgrExcelCoreModule.register();
IgrExcelModule.register();
IgrSpreadsheetModule.register();

const rows: [string, number, number][] = [
  ["Notebook", 12, 3.5],
  ["Pencil", 40, 0.8],
  ["Stapler", 5, 11.9],
  ["Folder", 25, 1.6],
];

/** A workbook built in code: a header, one row per item and a formula per total. */
function createWorkbook(): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const sheet = workbook.worksheets().add("Order");
  ["Item", "Quantity", "Unit price", "Total"].forEach((header, column) => sheet.rows(0).cells(column).value = header);
  rows.forEach(([item, quantity, price], index) => {
    const row = sheet.rows(index + 1);
    row.cells(0).value = item;
    row.cells(1).value = quantity;
    row.cells(2).value = price;
    row.cells(3).applyFormula(\`=B\${index + 2}*C\${index + 2}\`);
  });
  sheet.columns(0).width = 4000;
  return workbook;
}`,
    hooks: `const workbook = useMemo(createWorkbook, []);`,
    body: fill(`<IgrSpreadsheet workbook={workbook} width="100%" height="100%" />`),
  };
}
