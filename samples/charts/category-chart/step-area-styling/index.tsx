import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { salesByRegion } from "../../_shared/sales";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const fills = ["#cdb4db", "#ffafcc", "#a2d2ff"];
const edges = ["#7b4f96", "#d6336c", "#1c6fb8"];

// Three of the four regions keep the steps readable when they overlap.
const data = salesByRegion.map(({ month, North, South, West }) => ({ month, North, South, West }));

// The component applies every new array or object it is given: one per module, not one per render.
const markerOutlines = ["white"];

export default function StepAreaStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.5);
  const [edge, setEdge] = useState(3);

  // The plum of the title, labels and axis, mixed into the theme's text colour so it
  // reads on a dark page too (once per mount: a theme change mounts the sample afresh).
  const ink = useMemo(() => themeInk("#7b4f96"), []);
  return (
    <div style={chartPage}>
      <Toolbar>
        <Range label="Fill opacity" value={opacity} min={0.1} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={setOpacity} />
        <Range label="Outline thickness" value={edge} min={0} max={6} format={(v) => `${v} px`} onChange={setEdge} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          legend={legend}
          chartType="StepArea"
          chartTitle="Monthly revenue by region"
          titleTextColor={ink}
          titleTextStyle="600 18px sans-serif"
          yAxisLabelFormat="${0}k"
          yAxisMinimumValue={0}
          // Pastel fills under darker outlines of the same hue.
          brushes={fills}
          outlines={edges}
          areaFillOpacity={opacity}
          thickness={edge}
          markerTypes="Circle"
          markerBrushes={edges}
          markerOutlines={markerOutlines}
          xAxisLabelTextColor={ink}
          yAxisLabelTextColor={ink}
          yAxisMajorStroke="rgba(123, 79, 150, 0.15)"
          xAxisStroke={ink}
          xAxisStrokeThickness={2}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
