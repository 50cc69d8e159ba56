import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { cityTemperatures } from "../_shared/city-climate";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const cold = cityTemperatures.map(({ month, Montreal, Moscow }) => ({ month, Montreal, Moscow }));

const xLocations = [
  { value: "OutsideBottom", text: "Outside bottom" },
  { value: "OutsideTop", text: "Outside top" },
  { value: "InsideBottom", text: "Inside bottom" },
  { value: "InsideTop", text: "Inside top" },
] as const;

const yLocations = [
  { value: "OutsideLeft", text: "Outside left" },
  { value: "OutsideRight", text: "Outside right" },
  { value: "InsideLeft", text: "Inside left" },
  { value: "InsideRight", text: "Inside right" },
] as const;

type XLocation = (typeof xLocations)[number]["value"];
type YLocation = (typeof yLocations)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#4f83cc", "#d96c5f"];
const outlines = ["#4f83cc", "#d96c5f"];

export default function AxisLocationsSample() {
  const [xLocation, setXLocation] = useState<XLocation>("OutsideTop");
  const [yLocation, setYLocation] = useState<YLocation>("OutsideRight");
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  // The labels' slate, mixed into the theme's text colour so it reads on a dark page too
  // (once per mount: a theme change mounts the sample afresh).
  const labelInk = useMemo(() => themeInk("#37474f"), []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="X axis labels" value={xLocation} options={xLocations} onChange={setXLocation} />
        <SelectControl label="Y axis labels" value={yLocation} options={yLocations} onChange={setYLocation} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={cold}
          chartType="Column"
          legend={legend}
          chartTitle="Average monthly temperature"
          yAxisTitle="°C"
          xAxisLabelLocation={xLocation}
          yAxisLabelLocation={yLocation}
          xAxisLabelTextColor={labelInk}
          yAxisLabelTextColor={labelInk}
          brushes={brushes}
          outlines={outlines}
          // Temperatures do not add up: no total row in the tooltip.
          dataToolTipSummaryType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
