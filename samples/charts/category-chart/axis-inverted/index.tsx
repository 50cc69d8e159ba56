import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Depth to the water table below ground, in metres, in two monitoring wells over a year (illustrative).
const wells = [
  { month: "Jan", "North well": 4.1, "River well": 2.2 },
  { month: "Feb", "North well": 3.8, "River well": 1.9 },
  { month: "Mar", "North well": 3.2, "River well": 1.4 },
  { month: "Apr", "North well": 2.9, "River well": 1.1 },
  { month: "May", "North well": 3.3, "River well": 1.5 },
  { month: "Jun", "North well": 4.2, "River well": 2.3 },
  { month: "Jul", "North well": 5.4, "River well": 3.1 },
  { month: "Aug", "North well": 6.3, "River well": 3.8 },
  { month: "Sep", "North well": 6.6, "River well": 4.0 },
  { month: "Oct", "North well": 6.0, "River well": 3.4 },
  { month: "Nov", "North well": 5.1, "River well": 2.8 },
  { month: "Dec", "North well": 4.5, "River well": 2.4 },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#3b6a94", "#4f9e97"];
const markerBrushes = ["#ffffff"];
const markerOutlines = ["#3b6a94", "#4f9e97"];

export default function AxisInvertedSample() {
  const [yInverted, setYInverted] = useState(true);
  const [xInverted, setXInverted] = useState(false);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Invert Y axis (depth grows downwards)" checked={yInverted} onChange={setYInverted} />
        <SwitchControl label="Invert X axis (months right to left)" checked={xInverted} onChange={setXInverted} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={wells}
          chartType="Line"
          legend={legend}
          chartTitle="Depth to groundwater"
          yAxisTitle="Metres below ground"
          yAxisMinimumValue={0}
          yAxisInverted={yInverted}
          xAxisInverted={xInverted}
          brushes={brushes}
          thickness={3}
          markerBrushes={markerBrushes}
          markerOutlines={markerOutlines}
          // Depths do not add up: no total row in the tooltip.
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
