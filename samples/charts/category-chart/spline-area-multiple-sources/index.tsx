import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { solarDayOutput, solarDays } from "../_shared/solar";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Three arrays, one per day ({ time, Summer }, { time, Equinox }, { time, Winter }): one filled curve each.
const sources = solarDays.map(solarDayOutput);

const colors = ["#f9c74f", "#90be6d", "#577590"];

export default function SplineAreaMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.45);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Range label="Area fill opacity" value={opacity} min={0.1} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={setOpacity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sources}
          legend={legend}
          chartType="SplineArea"
          chartTitle="Solar farm output through the year"
          subtitle="One data source per day: summer, equinox and winter (simulated)"
          yAxisTitle="MW"
          yAxisMinimumValue={0}
          xAxisInterval={4}
          areaFillOpacity={opacity}
          brushes={colors}
          outlines={colors}
          markerTypes="None"
          toolTipType="Category"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
