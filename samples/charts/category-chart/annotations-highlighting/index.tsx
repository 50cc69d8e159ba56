import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { cityTemperatures } from "../_shared/city-climate";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

export default function AnnotationsHighlightingSample() {
  const [category, setCategory] = useState(true);
  const [item, setItem] = useState(true);
  const [series, setSeries] = useState(false);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Category highlight" checked={category} onChange={setCategory} />
        <SwitchControl label="Item highlight" checked={item} onChange={setItem} />
        <SwitchControl label="Series highlight" checked={series} onChange={setSeries} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Hover the chart: the category highlight shades the month under the pointer, the item highlight marks the nearest
        point of every city, and the series highlight fades the other lines.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={cityTemperatures}
          chartType="Line"
          legend={legend}
          chartTitle="Average monthly temperature"
          yAxisTitle="°C"
          markerTypes="None"
          thickness={2}
          isCategoryHighlightingEnabled={category}
          isItemHighlightingEnabled={item}
          isSeriesHighlightingEnabled={series}
          toolTipType="None"
          crosshairsDisplayMode="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
