import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { countries, countryPopulation } from "../../_shared/population";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Four arrays, one per country ({ year, Nigeria }, { year, Brazil }, ...): the chart draws a point
// series for each array and takes the series title from its value property.
const sources = countries.map(countryPopulation);

const colors = ["#2ca02c", "#f2b701", "#e15759", "#4e79a7"];

export default function PointChartMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [logScale, setLogScale] = useState(false);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Toggle label="Logarithmic y-axis" checked={logScale} onChange={setLogScale} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sources}
          legend={legend}
          chartType="Point"
          chartTitle="Population of four countries"
          subtitle="One data source per country, 1960–2020 (rounded estimates)"
          yAxisTitle="Millions"
          yAxisIsLogarithmic={logScale}
          brushes={colors}
          outlines={colors}
          markerBrushes={colors}
          markerOutlines={colors}
          markerTypes="Circle, Triangle, Square, Diamond"
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
