import { useMemo, useState } from "react";
import {
  IgrToolActionCheckbox,
  IgrToolActionGroupHeader,
  IgrToolActionIconButton,
  IgrToolActionIconMenu,
  IgrToolActionRadio,
  IgrToolActionSeparator,
  IgrToolbar,
  IgrToolbarModule,
  IgrToolCommandEventArgs,
} from "igniteui-react-layouts";
import { IgrCategoryChart, IgrCategoryChartModule, IgrCategoryChartToolbarModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { priceHistory, stocks, tradingDays } from "../../_shared/stocks";
import { chartArea, chartPage, StatusLine } from "../../_shared/controls";

IgrToolbarModule.register();
IgrCategoryChartModule.register();
IgrCategoryChartToolbarModule.register();
IgrLegendModule.register();

const days = 60;
const symbols = stocks.map((s) => s.symbol);
// One row per trading day, one closing price per stock symbol.
const closes = tradingDays(days).map((date, i) => ({
  date,
  ...Object.fromEntries(stocks.map((s) => [s.symbol, priceHistory(s, days)[i]?.close ?? 0])),
}));

const lineStyles = [
  { value: "Line", title: "Straight" },
  { value: "Spline", title: "Smooth" },
  { value: "StepLine", title: "Steps" },
] as const;
type LineStyle = (typeof lineStyles)[number]["value"];

// Icons for the custom tools, registered with the toolbar as SVG text.
const icons = {
  stocks: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 20h18v1.5H3zM4 17l5-6 4 3 6-8 1.2.9-6.9 9.2-4-3-4.1 4.9z"/></svg>`,
  markers: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="5" cy="16" r="2.5"/><circle cx="12" cy="9" r="2.5"/><circle cx="19" cy="13" r="2.5"/><path d="M5 16l7-7 7 4" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>`,
};

export default function CustomToolSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [visible, setVisible] = useState<string[]>(symbols);
  const [lineStyle, setLineStyle] = useState<LineStyle>("Line");
  const [markers, setMarkers] = useState(false);

  const registerIcons = (toolbar: IgrToolbar | null) => {
    if (!toolbar) return;
    for (const [name, svg] of Object.entries(icons)) toolbar.registerIconFromText("SampleIcons", name, svg);
  };

  // Every custom tool reports its commandId; checkboxes also send their new IsChecked state.
  const onCommand = (_toolbar: IgrToolbar, e: IgrToolCommandEventArgs) => {
    const id = e.command.commandId;
    const checked = e.command.argumentsList?.find((a) => a.argumentName === "IsChecked")?.value === true;
    if (id === "markers") setMarkers((m) => !m);
    else if (id.startsWith("show-")) {
      const symbol = id.slice("show-".length);
      setVisible((v) => (checked ? [...v, symbol] : v.filter((s) => s !== symbol)));
    } else if (id.startsWith("style-")) setLineStyle(id.slice("style-".length) as LineStyle);
  };

  // The chart keeps the symbols in their original order, whatever order they were switched on in.
  const included = useMemo(() => ["date", ...symbols.filter((s) => visible.includes(s))], [visible]);

  return (
    <div style={chartPage}>
      <div style={{ display: "flex", alignItems: "center", gap: 16, height: 40 }}>
        <div style={{ flex: 1, height: "100%" }}>
          {/* The toolbar pairs each child tool with its element by key and name: give both the same value. */}
          <IgrToolbar ref={registerIcons} target={chart} onCommand={onCommand}>
            <IgrToolActionIconMenu key="stocks" name="stocks" title="Stocks and line style" iconCollectionName="SampleIcons" iconName="stocks">
              <IgrToolActionGroupHeader key="stocksHeader" name="stocksHeader" title="Stocks" />
              {symbols.map((symbol) => (
                <IgrToolActionCheckbox key={`show-${symbol}`} name={`show-${symbol}`} commandId={`show-${symbol}`} title={symbol} isChecked={visible.includes(symbol)} />
              ))}
              <IgrToolActionSeparator key="styleSeparator" name="styleSeparator" />
              <IgrToolActionGroupHeader key="styleHeader" name="styleHeader" title="Line style" />
              {lineStyles.map((style) => (
                // Radios that share a channel behave as one group.
                <IgrToolActionRadio
                  key={`style-${style.value}`}
                  name={`style-${style.value}`}
                  commandId={`style-${style.value}`}
                  channel="lineStyle"
                  title={style.title}
                  isChecked={style.value === lineStyle}
                />
              ))}
            </IgrToolActionIconMenu>
            <IgrToolActionIconButton key="markers" name="markers" commandId="markers" title="Show or hide markers" iconCollectionName="SampleIcons" iconName="markers" />
          </IgrToolbar>
        </div>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          ref={setChart}
          width="100%"
          height="100%"
          dataSource={closes}
          includedProperties={included}
          legend={legend ?? undefined}
          chartType={lineStyle}
          markerTypes={markers ? "Circle" : "None"}
          yAxisTitle="Closing price (USD)"
          isHorizontalZoomEnabled
        />
      </div>
      <StatusLine>
        Showing {visible.length ? visible.join(", ") : "no stocks"} · {lineStyles.find((s) => s.value === lineStyle)?.title} lines · markers{" "}
        {markers ? "on" : "off"}
      </StatusLine>
    </div>
  );
}
