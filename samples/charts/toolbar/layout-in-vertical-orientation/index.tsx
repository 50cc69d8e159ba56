import { useState } from "react";
import { IgrToolbar, IgrToolbarModule } from "igniteui-react-layouts";
import { IgrCategoryChart, IgrCategoryChartModule, IgrCategoryChartToolbarModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { populationByYear } from "../../_shared/population";
import { chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";

IgrToolbarModule.register();
IgrCategoryChartModule.register();
IgrCategoryChartToolbarModule.register();
IgrLegendModule.register();

const sides = ["Left", "Right"] as const;
type Side = (typeof sides)[number];

export default function LayoutInVerticalOrientationSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [side, setSide] = useState<Side>("Left");

  // A vertical toolbar stacks its tools in a column: give it a narrow strip beside the chart.
  const toolbar = (
    <div style={{ width: 48, flex: "none" }}>
      <IgrToolbar target={chart} orientation="Vertical" />
    </div>
  );

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Toolbar side" value={side} options={sides} onChange={setSide} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 8 }}>
        {side === "Left" && toolbar}
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrCategoryChart
            ref={setChart}
            width="100%"
            height="100%"
            dataSource={populationByYear}
            legend={legend ?? undefined}
            chartType="Line"
            chartTitle="Population, 1960–2020 (millions)"
            isHorizontalZoomEnabled
            isVerticalZoomEnabled
          />
        </div>
        {side === "Right" && toolbar}
      </div>
    </div>
  );
}
