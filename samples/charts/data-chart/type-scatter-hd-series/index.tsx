import { useEffect, useMemo, useRef, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrHighDensityScatterSeries,
  IgrNumericXAxis,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, StatusLine, chartArea, chartPage } from "../../_shared/controls";
import { people } from "../_shared/people";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();

const counts = [
  { value: "10000", text: "10,000 people" },
  { value: "50000", text: "50,000 people" },
  { value: "200000", text: "200,000 people" },
];
const heats = [
  { value: "blue", text: "Blue to red" },
  { value: "green", text: "Green to yellow" },
  { value: "mono", text: "Grey to black" },
];
const heatColors: Record<string, [string, string]> = {
  blue: ["#2c7bb6", "#d7191c"],
  green: ["#1b7837", "#ffd92f"],
  mono: ["#bdbdbd", "#000000"],
};

export default function TypeScatterHdSeriesSample() {
  const [count, setCount] = useState("50000");
  const [heat, setHeat] = useState("blue");
  const [pointExtent, setPointExtent] = useState(2);
  // Half women, half men: one data source of many thousand points.
  const data = useMemo(() => {
    const n = Number(count) / 2;
    return [...people("women", n), ...people("men", n)];
  }, [count]);
  const [minColor, maxColor] = heatColors[heat] ?? ["#2c7bb6", "#d7191c"];
  const chart = useRef<IgrDataChart>(null);
  const host = useRef<HTMLDivElement>(null);

  // Unmounting leaves the chart polling its element's size every 100 ms; a redraw after the page is
  // left can size the series' pixel buffer to 0 wide, which throws. Destroy it once it left the page.
  useEffect(() => {
    const element = host.current;
    const scatterChart = chart.current;
    return () => {
      if (scatterChart && element && !element.isConnected) scatterChart.destroy();
    };
  }, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Points" value={count} options={counts} width={180} onChange={setCount} />
        <SelectControl label="Density colours" value={heat} options={heats} width={180} onChange={setHeat} />
        <SliderControl label="Point size" value={pointExtent} min={1} max={4} format={(v) => `${v} px`} onChange={setPointExtent} />
      </ControlBar>
      <StatusLine>
        The high-density series draws points as pixels and colours them by how many overlap (heatMinimum to heatMaximum).
      </StatusLine>
      <div style={chartArea} ref={host}>
        <IgrDataChart ref={chart} chartTitle={`Height and weight of ${Number(count).toLocaleString("en-US")} adults`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="height" title="Height (cm)" minimumValue={135} maximumValue={210} />
          <IgrNumericYAxis name="weight" title="Weight (kg)" minimumValue={30} maximumValue={140} />
          <IgrHighDensityScatterSeries
            name="people"
            title="People"
            dataSource={data}
            xMemberPath="height"
            yMemberPath="weight"
            xAxisName="height"
            yAxisName="weight"
            heatMinimum={0}
            heatMaximum={5}
            heatMinimumColor={minColor}
            heatMaximumColor={maxColor}
            pointExtent={pointExtent}
            // Drawn in one pass: a progressive load keeps drawing on timers after the page is left,
            // into a canvas that is already gone.
            progressiveLoad={false}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
