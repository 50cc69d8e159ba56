import { useEffect, useRef, useState } from "react";
import { IgrPieChart, IgrPieChartModule, IgrSliceClickEventArgs, IgrPieChartBase } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl, StatusLine, SwitchControl } from "../../_shared/controls";
import { householdBudget } from "../_shared/data";

IgrPieChartModule.register();

const colors = ["#3d5a80", "#ee6c4d", "#98c1d9", "#293241", "#e0a458", "#5fa777", "#b56576"];

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function PieChartExplosionSample() {
  const [allowExplosion, setAllowExplosion] = useState(true);
  const [explodedRadius, setExplodedRadius] = useState(0.2);
  const [exploded, setExploded] = useState<string[]>(["Savings"]);
  const chartRef = useRef<IgrPieChart>(null);

  // Savings (row 5 of the data) starts pulled out; explodedSlices holds row indexes.
  useEffect(() => {
    chartRef.current?.explodedSlices.add(5);
  }, []);

  // With allowSliceExplosion on, a click toggles the slice's explosion; the event reports the new state.
  const onSliceClick = (_chart: IgrPieChartBase, e: IgrSliceClickEventArgs) => {
    const label = (e.dataContext as { label: string }).label;
    const nowExploded = e.isExploded;
    setExploded((list) => (nowExploded ? [...list.filter((l) => l !== label), label] : list.filter((l) => l !== label)));
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Explode on click" checked={allowExplosion} onChange={setAllowExplosion} />
        <SliderControl label="Exploded radius" value={explodedRadius} min={0.05} max={0.5} step={0.05} onChange={setExplodedRadius} />
      </ControlBar>
      <StatusLine>Exploded: {exploded.length ? exploded.join(", ") : "none"} (click a slice to pull it out or push it back)</StatusLine>
      <div style={chartArea}>
        <IgrPieChart
          dataSource={householdBudget}
          valueMemberPath="value"
          labelMemberPath="label"
          labelsPosition="OutsideEnd"
          leaderLineType="Straight"
          radiusFactor={0.65}
          allowSliceExplosion={allowExplosion}
          explodedRadius={explodedRadius}
          ref={chartRef}
          sliceClick={onSliceClick}
          brushes={colors}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
