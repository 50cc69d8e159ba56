import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { populationByYear } from "../../_shared/population";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const fills = ["#ff6f59", "#43aa8b", "#7b5ea7", "#f4a259"];
const rims = ["#b23a2a", "#23705a", "#4a3470", "#b0702a"];

export default function PointChartStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [rim, setRim] = useState(3);
  const [opacity, setOpacity] = useState(0.6);

  // The deep purple of the title and labels,
  // mixed into the theme's text colour (once per mount: a theme change mounts the sample afresh).
  const ink = useMemo(() => themeInk("#4a3470"), []);
  return (
    <div style={chartPage}>
      <Toolbar>
        <Range label="Marker outline" value={rim} min={0} max={6} format={(v) => `${v} px`} onChange={setRim} />
        <Range label="Marker fill opacity" value={opacity} min={0} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={setOpacity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={populationByYear}
          legend={legend}
          chartType="Point"
          chartTitle="Population, 1960–2020"
          titleTextColor={ink}
          yAxisTitle="Millions"
          yAxisMinimumValue={0}
          // Markers: a shape per series, translucent fills and thick darker rims.
          markerTypes="Hexagon, Pentagram, Square, Triangle"
          markerBrushes={fills}
          markerOutlines={rims}
          markerThickness={rim}
          markerFillOpacity={opacity}
          brushes={fills}
          outlines={rims}
          // Plot area: faint lilac grid lines and bands, translucent so they stay faint on a dark theme too.
          yAxisStrip="rgba(123, 94, 167, 0.06)"
          yAxisMajorStroke="rgba(123, 94, 167, 0.22)"
          xAxisMajorStroke="rgba(123, 94, 167, 0.14)"
          xAxisLabelTextColor={ink}
          yAxisLabelTextColor={ink}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
