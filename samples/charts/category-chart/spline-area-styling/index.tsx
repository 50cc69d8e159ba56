import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Range, Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { solarDayOutput, solarDays } from "../_shared/solar";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const sources = solarDays.map(solarDayOutput);

// Pale fills with strong edges of the same hue.
const fills = ["#ffd166", "#06d6a0", "#118ab2"];
const edges = ["#e09f00", "#038a67", "#0b5d78"];

// The component applies every new array or object it is given: one per module, not one per render.
const markerOutlines = ["white"];

export default function SplineAreaStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [edge, setEdge] = useState(3);
  const [markers, setMarkers] = useState(false);

  // The deep teal of the title, labels and axis, mixed into the theme's text colour so it
  // reads on a dark page too (once per mount: a theme change mounts the sample afresh).
  const ink = useMemo(() => themeInk("#0b5d78"), []);
  return (
    <div style={chartPage}>
      <Toolbar>
        <Range label="Outline thickness" value={edge} min={0} max={6} format={(v) => `${v} px`} onChange={setEdge} />
        <Toggle label="Markers" checked={markers} onChange={setMarkers} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sources}
          legend={legend}
          chartType="SplineArea"
          chartTitle="Solar farm output"
          titleTextColor={ink}
          titleTextStyle="600 18px sans-serif"
          yAxisLabelFormat="{0} MW"
          yAxisMinimumValue={0}
          xAxisInterval={4}
          brushes={fills}
          outlines={edges}
          thickness={edge}
          areaFillOpacity={0.35}
          markerTypes={markers ? "Triangle" : "None"}
          markerBrushes={edges}
          markerOutlines={markerOutlines}
          xAxisLabelTextColor={ink}
          yAxisLabelTextColor={ink}
          yAxisMajorStroke="rgba(11, 93, 120, 0.2)"
          xAxisMajorStroke="rgba(11, 93, 120, 0.1)"
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
