import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const colors = ["#5b5b5b", "#8e6cc2", "#f28e2b", "#1f77b4", "#2ab3a6", "#f2c12e"];

// Four recent years keep the columns wide enough to see each kind of highlight.
const data = energyByYear.slice(-4);

export default function HighlightingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [series, setSeries] = useState(true);
  const [category, setCategory] = useState(true);
  const [item, setItem] = useState(false);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Toggle label="Series highlighting" checked={series} onChange={setSeries} />
        <Toggle label="Category highlighting" checked={category} onChange={setCategory} />
        <Toggle label="Item highlighting" checked={item} onChange={setItem} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        {/* Hover the columns: series highlighting brightens the series under the pointer, category
            highlighting shades the whole year, item highlighting outlines the single column. */}
        <IgrCategoryChart
          dataSource={data}
          legend={legend}
          chartType="Column"
          isSeriesHighlightingEnabled={series}
          isCategoryHighlightingEnabled={category}
          isItemHighlightingEnabled={item}
          brushes={colors}
          outlines={colors}
          chartTitle="Electricity generation by source"
          subtitle="Hover a column to see the highlight"
          yAxisTitle="TWh"
          yAxisMinimumValue={0}
          toolTipType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
