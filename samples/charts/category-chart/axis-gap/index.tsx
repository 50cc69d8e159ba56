import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const solar = energyByYear.map(({ year, solar }) => ({ year, solar }));

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#f4a259"];
const outlines = ["#c9782f"];

export default function AxisGapSample() {
  const [gap, setGap] = useState(0.5);
  const [minimumGap, setMinimumGap] = useState(0);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="X axis gap" value={gap} min={0} max={1} step={0.05} format={(v) => `${Math.round(v * 100)}% of a column`} onChange={setGap} />
        <SliderControl label="Minimum gap" value={minimumGap} min={0} max={60} step={5} format={(v) => `${v}px`} onChange={setMinimumGap} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        The gap is the space between categories as a fraction of a column’s width (0 = touching, 1 = one column wide); the
        minimum gap keeps at least that many pixels when the chart is narrow.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={solar}
          chartType="Column"
          chartTitle="Solar generation"
          yAxisTitle="TWh"
          yAxisMinimumValue={0}
          xAxisGap={gap}
          xAxisMinimumGapSize={minimumGap}
          brushes={brushes}
          outlines={outlines}
          isTransitionInEnabled={false}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
