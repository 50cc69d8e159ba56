import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartFinancialIndicatorsModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrForceIndexIndicator,
  IgrNumericYAxis,
  IgrOnBalanceVolumeIndicator,
  IgrPercentagePriceOscillatorIndicator,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartPage } from "../../_shared/controls";
import { bars } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartFinancialIndicatorsModule.register();
IgrDataChartInteractivityModule.register();

type Kind = "force" | "ppo" | "obv";
const kinds = [
  { value: "force", text: "Force index" },
  { value: "ppo", text: "Percentage price oscillator" },
  { value: "obv", text: "On-balance volume" },
] as const;

const data = bars("WNDX", 110);
const priceProps = { dataSource: data, openMemberPath: "open", highMemberPath: "high", lowMemberPath: "low", closeMemberPath: "close", volumeMemberPath: "volume" };

export default function TypeFinancialIndicatorsColumnSample() {
  const [kind, setKind] = useState<Kind>("force");

  // displayType="Column" draws the indicator as columns from zero, in brush above it and negativeBrush below.
  const indicator = useMemo(() => {
    const props = { ...priceProps, key: kind, name: kind, xAxisName: "days2", yAxisName: "value", displayType: "Column", brush: "#2a9d4b", negativeBrush: "#d62728", showDefaultTooltip: true };
    switch (kind) {
      case "force":
        return <IgrForceIndexIndicator {...props} title="Force index" />;
      case "ppo":
        return <IgrPercentagePriceOscillatorIndicator {...props} title="PPO" />;
      case "obv":
        return <IgrOnBalanceVolumeIndicator {...props} title="On-balance volume" />;
    }
  }, [kind]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Indicator" value={kind} options={kinds} width={270} onChange={setKind} />
      </ControlBar>
      <div style={{ flex: 3, minHeight: 200 }}>
        <IgrDataChart chartTitle="WNDX daily prices" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" labelVisibility="Collapsed" />
          <IgrNumericYAxis name="usd" title="USD" labelLocation="OutsideRight" labelExtent={80} />
          <IgrFinancialPriceSeries {...priceProps} name="price" title="WNDX" displayType="OHLC" xAxisName="days" yAxisName="usd" brush="#2a9d4b" negativeBrush="#d62728" />
        </IgrDataChart>
      </div>
      <div style={{ flex: 2, minHeight: 150 }}>
        <IgrDataChart isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days2" dataSource={data} label="day" />
          <IgrNumericYAxis name="value" labelLocation="OutsideRight" labelExtent={80} />
          {indicator}
        </IgrDataChart>
      </div>
    </div>
  );
}
