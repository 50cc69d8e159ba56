import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataPieChart, IgrDataPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, StatusLine, ToggleGroup } from "../../_shared/controls";
import { wasteByMaterial, wasteLastYear } from "../_shared/data";

IgrDataPieChartModule.register();

type Year = "2023" | "2024";
const years: Year[] = ["2023", "2024"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a994e", "#577590", "#f94144", "#43aa8b", "#90be6d", "#f9c74f", "#a7c957"];
const outlines = ["#ffffff"];

export default function DataPieChartAnimationReplaySample() {
  const chartRef = useRef<IgrDataPieChart>(null);
  const [year, setYear] = useState<Year>("2024");
  const [replays, setReplays] = useState(0);

  // replayTransitionIn() plays the entrance animation again on the chart as it is, without
  // re-creating it; switching the year swaps the data, which the chart also animates in.
  const replay = () => {
    chartRef.current?.replayTransitionIn();
    setReplays((n) => n + 1);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <IgrButton onClick={replay}>Replay animation</IgrButton>
        <ToggleGroup label="Year" value={year} options={years} onChange={setYear} />
      </ControlBar>
      <StatusLine>Replayed {replays} {replays === 1 ? "time" : "times"}.</StatusLine>
      <div style={chartArea}>
        <IgrDataPieChart
          ref={chartRef}
          dataSource={year === "2024" ? wasteByMaterial : wasteLastYear}
          chartTitle={`Household waste by material, ${year}`}
          isTransitionInEnabled={true}
          transitionInMode="Expand"
          transitionInSpeedType="IndexScaled"
          transitionInDuration={1200}
          sliceLabelContentMode="LabelAndValue"
          brushes={brushes}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
