import { useMemo, useState } from "react";
import {
  IgrBubbleSeries,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrSizeScale,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { continentColors, continents, countriesOf, type Continent } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// One data source per continent.
const sources = continents.map((continent) => ({ continent, data: countriesOf(continent) }));

export default function ScatterBubbleChartMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shown, setShown] = useState<Record<Continent, boolean>>({ Africa: true, Americas: true, Asia: true, Europe: true });

  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 10;
    scale.maximumValue = 70;
    return scale;
  }, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        {continents.map((c) => (
          <SwitchControl key={c} label={c} checked={shown[c]} onChange={(on) => setShown({ ...shown, [c]: on })} />
        ))}
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="CO₂ per person against GDP per person (bubble size: population)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" minimumValue={0} maximumValue={80} interval={10} />
          <IgrNumericYAxis name="co2" title="CO₂ per person (t)" minimumValue={0} maximumValue={16} interval={2} />
          {sources
            .filter((s) => shown[s.continent])
            .map((s) => (
              // The chart matches its children by key or name, so a mapped series uses its name as its key.
              <IgrBubbleSeries
                key={s.continent}
                name={s.continent}
                title={s.continent}
                dataSource={s.data}
                xMemberPath="gdp"
                yMemberPath="co2"
                radiusMemberPath="population"
                radiusScale={radiusScale}
                // Sizes are compared across all four series, not within each one.
                radiusScaleUseGlobalValues={true}
                xAxisName="gdp"
                yAxisName="co2"
                markerType="Circle"
                markerBrush={continentColors[s.continent]}
                markerOutline={continentColors[s.continent]}
                brush={continentColors[s.continent]}
                markerFillOpacity={0.55}
                showDefaultTooltip={true}
              />
            ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
