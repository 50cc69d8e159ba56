import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataLegend,
  IgrDataLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { regions, sales } from "../../_shared/sales";
import { ControlBar, SelectControl, SliderControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataLegendModule.register();

const colors = { North: "#1e88e5", South: "#43a047", East: "#fb8c00", West: "#8e24aa" };

// Revenue in dollars (the shared data is in thousands), so the currency format has something to show.
const dollars = sales.map((m) => ({ month: m.month, North: m.North * 1000, South: m.South * 1000, East: m.East * 1000, West: m.West * 1000 }));

const layouts = [
  { value: "Table", text: "Table" },
  { value: "Vertical", text: "Vertical" },
] as const;
const formats = [
  { value: "Currency", text: "Currency" },
  { value: "Decimal", text: "Decimal" },
] as const;
const summaries = [
  { value: "Total", text: "Total" },
  { value: "Average", text: "Average" },
  { value: "Max", text: "Maximum" },
  { value: "None", text: "None" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.7, y: 0.5 };

export default function DataLegendSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [layout, setLayout] = useState<(typeof layouts)[number]["value"]>("Table");
  const [format, setFormat] = useState<(typeof formats)[number]["value"]>("Currency");
  const [summary, setSummary] = useState<(typeof summaries)[number]["value"]>("Total");
  const [fractions, setFractions] = useState(0);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Layout" value={layout} options={layouts} width={130} onChange={setLayout} />
        <SelectControl label="Value format" value={format} options={formats} width={140} onChange={setFormat} />
        <SelectControl label="Summary" value={summary} options={summaries} width={140} onChange={setSummary} />
        <SliderControl label="Decimals" value={fractions} min={0} max={2} onChange={setFractions} />
      </ControlBar>
      <StatusLine>Move the pointer over the chart: the data legend shows every region's revenue for that month.</StatusLine>
      {/* The data legend is its own component; target ties it to the chart whose values it shows. */}
      <IgrDataLegend
        target={chart}
        layoutMode={layout}
        valueFormatMode={format}
        valueFormatCurrencyCode="USD"
        valueFormatMinFractions={fractions}
        valueFormatMaxFractions={fractions}
        summaryType={summary}
      />
      <div style={chartArea}>
        <IgrDataChart
          ref={setChart}
          chartTitle="Monthly revenue by region"
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={dollars} />
          <IgrNumericYAxis name="revenue" title="USD" minimumValue={0} formatLabel={(v: number) => `$${v / 1000}K`} />
          {regions.map((r) => (
            <IgrColumnSeries key={r} name={r} title={r} xAxisName="months" yAxisName="revenue" dataSource={dollars} valueMemberPath={r} brush={colors[r]} outline={colors[r]} />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
