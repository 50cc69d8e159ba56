import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { highsByMonth } from "../../_shared/weather";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const colors = ["#48cae4", "#90be6d", "#f9c74f", "#f94144"];

// The component applies every new array or object it is given: one per module, not one per render.
const markerBrushes = ["#1d2433"];

export default function SplineStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [thickness, setThickness] = useState(5);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Range label="Curve thickness" value={thickness} min={1} max={10} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      {/* A dark plot: the chart's own background is transparent, so the container paints it. */}
      <div style={{ ...chartArea, background: "#1d2433", borderRadius: 8, padding: 8 }}>
        <IgrCategoryChart
          dataSource={highsByMonth}
          legend={legend}
          chartType="Spline"
          chartTitle="Average daily high by month"
          titleTextColor="#e8ecf4"
          titleTextStyle="600 18px sans-serif"
          yAxisLabelFormat="{0}°C"
          // Curves: bright colours on a dark background, thick lines, large dark-centred markers.
          brushes={colors}
          outlines={colors}
          thickness={thickness}
          markerTypes="Circle"
          markerBrushes={markerBrushes}
          markerOutlines={colors}
          markerThickness={3}
          // Axes: light labels, faint grid lines, no axis line.
          xAxisLabelTextColor="#c3cad9"
          yAxisLabelTextColor="#c3cad9"
          yAxisMajorStroke="#323c52"
          xAxisStroke="#323c52"
          yAxisStroke="transparent"
          xAxisTickLength={0}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
