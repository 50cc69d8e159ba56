import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { bars, tickers } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartInteractivityModule.register();

const symbols = tickers.map((t) => ({ value: t.symbol, text: `${t.symbol} – ${t.name}` }));

export default function TypeFinancialOhlcSeriesSample() {
  const [symbol, setSymbol] = useState("WNDX");
  const [thickness, setThickness] = useState(2);
  const data = useMemo(() => bars(symbol, 50), [symbol]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={symbols} width={230} onChange={setSymbol} />
        <SliderControl label="Bar thickness" value={thickness} min={1} max={5} onChange={setThickness} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Each OHLC bar is a vertical line from low to high, with a tick to the left at the open and a tick to the right at the close.
      </div>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`${symbol} daily prices (OHLC bars)`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" />
          <IgrNumericYAxis name="usd" title="USD" />
          <IgrFinancialPriceSeries
            name="price"
            title={symbol}
            displayType="OHLC"
            dataSource={data}
            openMemberPath="open"
            highMemberPath="high"
            lowMemberPath="low"
            closeMemberPath="close"
            xAxisName="days"
            yAxisName="usd"
            brush="#2a9d4b"
            negativeBrush="#d62728"
            thickness={thickness}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
