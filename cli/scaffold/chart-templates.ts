import { fill, type SampleCode } from "./code";

/** A small data set every category template shares: replace it with the data the sample is about. */
const MONTHS = `// A tiny data set to start from: replace it with the data your sample is about.
const data = [
  { month: "Jan", revenue: 42, expenses: 30 },
  { month: "Feb", revenue: 51, expenses: 34 },
  { month: "Mar", revenue: 48, expenses: 37 },
  { month: "Apr", revenue: 63, expenses: 41 },
  { month: "May", revenue: 70, expenses: 45 },
  { month: "Jun", revenue: 66, expenses: 43 },
];`;

const SHARES = `// A tiny data set to start from: replace it with the data your sample is about.
const data = [
  { label: "Wind", value: 36 },
  { label: "Solar", value: 24 },
  { label: "Hydro", value: 18 },
  { label: "Nuclear", value: 14 },
  { label: "Gas", value: 8 },
];`;

export function categoryChart(): SampleCode {
  return {
    component: "IgrCategoryChart",
    imports: [`import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";`],
    setup: `IgrCategoryChartModule.register();\n\n${MONTHS}`,
    body: fill(`<IgrCategoryChart
  dataSource={data}
  chartType="Column"
  yAxisMinimumValue={0}
  isHorizontalZoomEnabled={false}
  isVerticalZoomEnabled={false}
  width="100%"
  height="100%"
/>`),
  };
}

export function dataChart(): SampleCode {
  return {
    component: "IgrDataChart",
    imports: [
      `import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";`,
    ],
    setup: `IgrDataChartCoreModule.register();\nIgrDataChartCategoryModule.register();\n\n${MONTHS}`,
    // Axes and series are children; a series finds its axes by name.
    body: fill(`<IgrDataChart width="100%" height="100%">
  <IgrCategoryXAxis name="xAxis" dataSource={data} label="month" />
  <IgrNumericYAxis name="yAxis" minimumValue={0} />
  <IgrColumnSeries name="revenue" title="Revenue" dataSource={data} xAxisName="xAxis" yAxisName="yAxis" valueMemberPath="revenue" />
  <IgrColumnSeries name="expenses" title="Expenses" dataSource={data} xAxisName="xAxis" yAxisName="yAxis" valueMemberPath="expenses" />
</IgrDataChart>`),
  };
}

export function financialChart(): SampleCode {
  return {
    component: "IgrFinancialChart",
    imports: [`import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";`],
    setup: `IgrFinancialChartModule.register();

// Twenty trading days of made-up prices, the same on every load.
const prices = Array.from({ length: 20 }, (_, day) => {
  const open = 100 + Math.sin(day / 3) * 8 + day;
  const close = open + Math.cos(day) * 4;
  return {
    date: new Date(2024, 0, day + 1),
    open,
    high: Math.max(open, close) + 2,
    low: Math.min(open, close) - 2,
    close,
    volume: 1000 + ((day * 397) % 600),
  };
});`,
    body: fill(`<IgrFinancialChart dataSource={prices} chartType="Candle" zoomSliderType="None" width="100%" height="100%" />`),
  };
}

export function pieChart(): SampleCode {
  return {
    component: "IgrPieChart",
    imports: [`import { IgrPieChart, IgrPieChartModule } from "igniteui-react-charts";`],
    setup: `IgrPieChartModule.register();\n\n${SHARES}`,
    body: fill(`<IgrPieChart dataSource={data} valueMemberPath="value" labelMemberPath="label" labelsPosition="OutsideEnd" width="100%" height="100%" />`),
  };
}

export function dataPieChart(): SampleCode {
  return {
    component: "IgrDataPieChart",
    imports: [`import { IgrDataPieChart, IgrDataPieChartModule } from "igniteui-react-charts";`],
    setup: `IgrDataPieChartModule.register();\n\n${SHARES}`,
    body: fill(`<IgrDataPieChart dataSource={data} valueMemberPath="value" labelMemberPath="label" width="100%" height="100%" />`),
  };
}

export function doughnutChart(): SampleCode {
  return {
    component: "IgrDoughnutChart",
    imports: [`import { IgrDoughnutChart, IgrDoughnutChartModule, IgrRingSeries, IgrRingSeriesModule } from "igniteui-react-charts";`],
    setup: `IgrDoughnutChartModule.register();\nIgrRingSeriesModule.register();\n\n${SHARES}`,
    body: fill(`<IgrDoughnutChart width="100%" height="100%">
  <IgrRingSeries name="shares" dataSource={data} valueMemberPath="value" labelMemberPath="label" />
</IgrDoughnutChart>`),
  };
}

export function sparkline(): SampleCode {
  return {
    component: "IgrSparkline",
    imports: [`import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";`],
    setup: `IgrSparklineModule.register();\n\n${MONTHS}`,
    body: fill(`<IgrSparkline dataSource={data} valueMemberPath="revenue" labelMemberPath="month" displayType="Area" width="100%" height="100%" />`),
  };
}

export function treemap(): SampleCode {
  return {
    component: "IgrTreemap",
    imports: [`import { IgrTreemap, IgrTreemapModule } from "igniteui-react-charts";`],
    setup: `IgrTreemapModule.register();\n\n${SHARES}`,
    body: fill(`<IgrTreemap dataSource={data} valueMemberPath="value" labelMemberPath="label" width="100%" height="100%" />`),
  };
}

/** Chart templates by component slug; any other chart component starts from the category chart. */
export const chartTemplates: Record<string, () => SampleCode> = {
  "category-chart": categoryChart,
  "data-chart": dataChart,
  "financial-chart": financialChart,
  "stock-chart": financialChart,
  "pie-chart": pieChart,
  "data-pie-chart": dataPieChart,
  "doughnut-chart": doughnutChart,
  sparkline,
  "tree-map": treemap,
  treemap,
};
