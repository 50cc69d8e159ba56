import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { cities, cityHighs } from "../../_shared/weather";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// One array per city, each { month, Oslo } / { month, London } / ...: one spline per array.
const sources = cities.map(cityHighs);

const colors = ["#3a86ff", "#8338ec", "#ff9f1c", "#e63946"];

// The component applies every new array or object it is given: one per module, not one per render.
const markerOutlines = ["white"];

export default function SplineMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [markers, setMarkers] = useState(true);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Toggle label="Markers" checked={markers} onChange={setMarkers} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sources}
          legend={legend}
          chartType="Spline"
          chartTitle="Average daily high by month"
          subtitle="One data source per city (rounded climate normals)"
          yAxisTitle="°C"
          yAxisLabelFormat="{0}°"
          brushes={colors}
          outlines={colors}
          markerBrushes={colors}
          markerOutlines={markerOutlines}
          markerTypes={markers ? "Circle" : "None"}
          thickness={2}
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
