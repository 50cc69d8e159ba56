import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl, StatusLine } from "../../_shared/controls";
import { intradayBars } from "../_shared/data";

IgrFinancialChartModule.register();

const seriesCounts = [
  { value: "2", text: "2 series" },
  { value: "5", text: "5 series" },
  { value: "10", text: "10 series" },
];
const pointCounts = [
  { value: "5000", text: "5,000 points each" },
  { value: "20000", text: "20,000 points each" },
  { value: "50000", text: "50,000 points each" },
];

export default function FinancialChartPerformanceSample() {
  const [seriesCount, setSeriesCount] = useState("5");
  const [points, setPoints] = useState("20000");
  const [resolution, setResolution] = useState(1);

  // Several long minute-by-minute histories; each gets its own seed and starting price.
  const data = useMemo(
    () =>
      Array.from({ length: Number(seriesCount) }, (_, i) =>
        Object.assign(intradayBars(500 + i, Number(points), new Date(2023, 0, 2, 9, 30), 60_000, 80 + i * 15), { title: `Fund ${i + 1}` }),
      ),
    [seriesCount, points],
  );

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Series" value={seriesCount} options={seriesCounts} onChange={setSeriesCount} />
        <SelectControl label="Points" value={points} options={pointCounts} width={220} onChange={setPoints} />
        {/* Resolution: how many pixels a line segment may skip; higher draws fewer, coarser segments. */}
        <SliderControl label="Resolution" value={resolution} min={1} max={10} format={(v) => `${v} px`} onChange={setResolution} />
      </ControlBar>
      <StatusLine>
        {(Number(seriesCount) * Number(points)).toLocaleString("en-US")} points in total. Zoom with the mouse wheel or the slider and pan by dragging.
      </StatusLine>
      <div style={chartArea}>
        <IgrFinancialChart
          dataSource={data}
          chartType="Line"
          chartTitle="Minute prices of several funds"
          resolution={resolution}
          yAxisMode="PercentChange"
          volumeType="None"
          zoomSliderType="Line"
          isToolbarVisible={false}
          isLegendVisible={true}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
