import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { tariffs } from "../_shared/tariffs";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const colors = ["#ef476f", "#118ab2", "#ffb703"];

// The component applies every new array or object it is given: one per module, not one per render.
const markerBrushes = ["white"];

export default function StepLineStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [thickness, setThickness] = useState(4);
  const [markerSize, setMarkerSize] = useState(3);

  // The deep teal of the title, labels and axes,
  // mixed into the theme's text colour (once per mount: a theme change mounts the sample afresh).
  const ink = useMemo(() => themeInk("#073b4c"), []);
  return (
    <div style={chartPage}>
      <Toolbar>
        <Range label="Line thickness" value={thickness} min={1} max={8} onChange={setThickness} />
        <Range label="Marker outline" value={markerSize} min={1} max={6} onChange={setMarkerSize} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={tariffs}
          legend={legend}
          chartType="StepLine"
          chartTitle="Electricity tariffs"
          titleTextColor={ink}
          titleTextStyle="italic 600 18px sans-serif"
          yAxisLabelFormat="{0}¢"
          yAxisMinimumValue={10}
          // Steps: strong colours and square markers with white centres.
          brushes={colors}
          outlines={colors}
          thickness={thickness}
          markerTypes="Square"
          markerBrushes={markerBrushes}
          markerOutlines={colors}
          markerThickness={markerSize}
          // Axes: vertical bands per quarter, no horizontal grid lines.
          xAxisStrip="rgba(7, 59, 76, 0.05)"
          yAxisMajorStrokeThickness={0}
          xAxisLabelTextColor={ink}
          yAxisLabelTextColor={ink}
          xAxisStroke={ink}
          yAxisStroke={ink}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
