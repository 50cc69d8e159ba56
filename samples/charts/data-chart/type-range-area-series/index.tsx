import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrRangeAreaSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { bars, tickers } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const symbols = tickers.map((t) => ({ value: t.symbol, text: `${t.symbol} – ${t.name}` }));

export default function TypeRangeAreaSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [symbol, setSymbol] = useState("SOLR");
  const data = useMemo(() => bars(symbol, 90), [symbol]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={symbols} width={230} onChange={setSymbol} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`${symbol}: daily trading range and close`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" />
          <IgrNumericYAxis name="usd" title="USD" />
          {/* IgrRangeAreaSeries fills between two values of each item: here the day's low and high. */}
          <IgrRangeAreaSeries name="range" title="Low to high" dataSource={data} lowMemberPath="low" highMemberPath="high" xAxisName="days" yAxisName="usd" brush="#9ecae1" outline="#6baed6" areaFillOpacity={0.6} thickness={1} showDefaultTooltip={true} />
          <IgrLineSeries name="close" title="Close" dataSource={data} valueMemberPath="close" xAxisName="days" yAxisName="usd" brush="#08306b" thickness={2} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
