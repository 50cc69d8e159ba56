import { useState, type ReactElement } from "react";
import {
  IgrBarSeries,
  IgrCategoryXAxis,
  IgrCategoryYAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartExtendedAxesModule,
  IgrDataChartFinancialModule,
  IgrDataChartScatterModule,
  IgrDataChartVerticalCategoryModule,
  IgrFinancialPriceSeries,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrOrdinalTimeXAxis,
  IgrScatterSeries,
  IgrTimeXAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { countries } from "../_shared/countries";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";

// Each axis type comes with the series family it serves, and each family has its own module.
IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrDataChartScatterModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartExtendedAxesModule.register();

// The ten most populous of the sample countries: populations from 39 to 1,417 million, so a
// logarithmic value axis makes a visible difference.
const populous = [...countries].sort((a, b) => b.population - a.population).slice(0, 10);
// Thirty trading days: the dates skip weekends, which the two time axes treat differently.
const bars = priceBars(tickers[0]!, 30);

const pairs = [
  { value: "categoryX", text: "Category X + numeric Y" },
  { value: "categoryY", text: "Category Y + numeric X" },
  { value: "numeric", text: "Numeric X + numeric Y" },
  { value: "time", text: "Time X + numeric Y" },
  { value: "ordinal", text: "Ordinal time X + numeric Y" },
] as const;
type Pair = (typeof pairs)[number]["value"];

const notes: Record<Pair, string> = {
  categoryX: "Category X axis: one equal slot per item, labelled by a text field; column, line and area series.",
  categoryY: "Category Y axis: the same slots stood on end, for bar series; the values run along a numeric X axis.",
  numeric: "Numeric X and Y axes: both positions are values, for scatter and bubble series.",
  time: "Time X axis: places each item at its date, so every weekend leaves a gap between the candles.",
  ordinal: "Ordinal time X axis: reads and formats dates, but gives every item an equal slot: no weekend gaps.",
};

const logLabel: Record<Pair, string> = {
  categoryX: "Logarithmic Y axis",
  categoryY: "Logarithmic X axis",
  numeric: "Logarithmic X axis (GDP)",
  time: "Logarithmic Y axis",
  ordinal: "Logarithmic Y axis",
};

function axesAndSeries(pair: Pair, log: boolean): ReactElement[] {
  const price = { dataSource: bars, openMemberPath: "open", highMemberPath: "high", lowMemberPath: "low", closeMemberPath: "close", displayType: "Candlestick", brush: "#2e7d32", negativeBrush: "#c62828", outline: "#1b5e20", negativeOutline: "#b71c1c" } as const;
  switch (pair) {
    case "categoryX":
      return [
        <IgrCategoryXAxis key="x" name="x" label="name" dataSource={populous} interval={1} />,
        <IgrNumericYAxis key="y" name="y" title="Population (millions)" isLogarithmic={log} minimumValue={log ? 10 : 0} />,
        <IgrColumnSeries key="s" name="s" title="Population" xAxisName="x" yAxisName="y" dataSource={populous} valueMemberPath="population" brush="#5c6bc0" outline="#3949ab" />,
      ];
    case "categoryY":
      return [
        <IgrCategoryYAxis key="y" name="y" label="name" dataSource={populous} interval={1} isInverted={true} />,
        <IgrNumericXAxis key="x" name="x" title="Population (millions)" isLogarithmic={log} minimumValue={log ? 10 : 0} />,
        <IgrBarSeries key="s" name="s" title="Population" xAxisName="x" yAxisName="y" dataSource={populous} valueMemberPath="population" brush="#26a69a" outline="#00897b" />,
      ];
    case "numeric":
      return [
        <IgrNumericXAxis key="x" name="x" title="GDP per person (thousand $)" isLogarithmic={log} minimumValue={log ? 1 : 0} maximumValue={100} />,
        <IgrNumericYAxis key="y" name="y" title="Life expectancy (years)" minimumValue={50} maximumValue={90} />,
        <IgrScatterSeries key="s" name="s" title="Countries" xAxisName="x" yAxisName="y" dataSource={countries} xMemberPath="gdp" yMemberPath="lifeExpectancy" markerType="Circle" markerBrush="#f57c00" markerOutline="#e65100" />,
      ];
    case "time":
      return [
        <IgrTimeXAxis key="x" name="x" dataSource={bars} dateTimeMemberPath="date" labelFormat="{0:MMM d}" />,
        <IgrNumericYAxis key="y" name="y" title="USD" isLogarithmic={log} />,
        <IgrFinancialPriceSeries key="s" name="s" title="SOLR" xAxisName="x" yAxisName="y" {...price} />,
      ];
    case "ordinal":
      return [
        <IgrOrdinalTimeXAxis key="x" name="x" dataSource={bars} dateTimeMemberPath="date" labelFormat="{0:MMM d}" />,
        <IgrNumericYAxis key="y" name="y" title="USD" isLogarithmic={log} />,
        <IgrFinancialPriceSeries key="s" name="s" title="SOLR" xAxisName="x" yAxisName="y" {...price} />,
      ];
  }
}

export default function AxisTypesSample() {
  const [pair, setPair] = useState<Pair>("categoryX");
  const [logarithmic, setLogarithmic] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Axes" value={pair} options={pairs} width={290} onChange={setPair} />
        <SwitchControl label={logLabel[pair]} checked={logarithmic} onChange={setLogarithmic} />
      </ControlBar>
      <StatusLine>{notes[pair]}</StatusLine>
      <div style={chartArea}>
        {/* key: the chart is rebuilt for each pair of axes, so every series binds to axes of its own kind. */}
        <IgrDataChart key={pair} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {axesAndSeries(pair, logarithmic)}
        </IgrDataChart>
      </div>
    </div>
  );
}
