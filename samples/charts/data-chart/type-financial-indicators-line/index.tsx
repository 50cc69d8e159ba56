import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrCommodityChannelIndexIndicator,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartFinancialIndicatorsModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrNumericYAxis,
  IgrRateOfChangeAndMomentumIndicator,
  IgrRelativeStrengthIndexIndicator,
  IgrWilliamsPercentRIndicator,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartPage } from "../../_shared/controls";
import { bars } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartFinancialIndicatorsModule.register();
IgrDataChartInteractivityModule.register();

type Kind = "rsi" | "cci" | "williams" | "roc";
const kinds = [
  { value: "rsi", text: "Relative strength index" },
  { value: "cci", text: "Commodity channel index" },
  { value: "williams", text: "Williams %R" },
  { value: "roc", text: "Rate of change and momentum" },
] as const;

const data = bars("SOLR", 110);
// Both charts use the same category axis settings so their days line up.
const priceProps = { dataSource: data, openMemberPath: "open", highMemberPath: "high", lowMemberPath: "low", closeMemberPath: "close", volumeMemberPath: "volume" };

export default function TypeFinancialIndicatorsLineSample() {
  const [kind, setKind] = useState<Kind>("rsi");
  const [period, setPeriod] = useState(14);

  // Financial indicators compute their values from the OHLC(V) members; displayType="Line" draws a line.
  const indicator = useMemo(() => {
    const props = { ...priceProps, key: `${kind}-${period}`, name: `${kind}-${period}`, ignoreFirst: period, xAxisName: "days2", yAxisName: "value", displayType: "Line", brush: "#8e6cc2", thickness: 2, showDefaultTooltip: true };
    switch (kind) {
      case "rsi":
        return <IgrRelativeStrengthIndexIndicator {...props} period={period} title="RSI" />;
      case "cci":
        return <IgrCommodityChannelIndexIndicator {...props} period={period} title="CCI" />;
      case "williams":
        return <IgrWilliamsPercentRIndicator {...props} period={period} title="Williams %R" />;
      case "roc":
        return <IgrRateOfChangeAndMomentumIndicator {...props} period={period} title="Rate of change" />;
    }
  }, [kind, period]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Indicator" value={kind} options={kinds} width={250} onChange={setKind} />
        <SliderControl label="Period" value={period} min={5} max={30} format={(v) => `${v} days`} onChange={setPeriod} />
      </ControlBar>
      <div style={{ flex: 3, minHeight: 200 }}>
        <IgrDataChart chartTitle="SOLR daily prices" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" labelVisibility="Collapsed" />
          <IgrNumericYAxis name="usd" title="USD" labelLocation="OutsideRight" labelExtent={50} />
          <IgrFinancialPriceSeries {...priceProps} name="price" title="SOLR" displayType="Candlestick" xAxisName="days" yAxisName="usd" brush="#2a9d4b" negativeBrush="#d62728" />
        </IgrDataChart>
      </div>
      <div style={{ flex: 2, minHeight: 150 }}>
        <IgrDataChart isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days2" dataSource={data} label="day" />
          <IgrNumericYAxis name="value" title={kinds.find((k) => k.value === kind)?.text.split(" ")[0]} labelLocation="OutsideRight" labelExtent={50} />
          {indicator}
        </IgrDataChart>
      </div>
    </div>
  );
}
