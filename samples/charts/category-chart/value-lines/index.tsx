import { useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { highsByMonth } from "../../_shared/weather";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const data = highsByMonth.map(({ month, London, Madrid }) => ({ month, London, Madrid }));

// Per-series values draw one line for each series; the Global ones one line across all series.
const valueModes = [
  { value: "Maximum", text: "Maximum" },
  { value: "Average", text: "Average" },
  { value: "Minimum", text: "Minimum" },
  { value: "GlobalMaximum", text: "Global max" },
  { value: "GlobalAverage", text: "Global avg" },
  { value: "GlobalMinimum", text: "Global min" },
];

// The chart writes the labels of the value lines in white on the series' colours: a blue and an amber a
// shade darker than #2e86ab and #f18f01 hold it at 4.8:1 (4.1:1 and 2.4:1 on those).
const colors = ["#2a7a9c", "#a86200"];

export default function ValueLinesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [lines, setLines] = useState<string[]>(["Average"]);
  const [inLegend, setInLegend] = useState(true);

  const toggle = (mode: string | undefined, on: boolean) => {
    if (!mode) return;
    setLines((current) => valueModes.map((m) => m.value).filter((m) => (m === mode ? on : current.includes(m))));
  };

  return (
    <div style={chartPage}>
      <Toolbar>
        <div style={{ display: "flex", flexDirection: "column", gap: 4, fontSize: 13 }}>
          <span>Value lines</span>
          <IgrButtonGroup selection="multiple" onSelect={(e) => toggle(e.detail, true)} onDeselect={(e) => toggle(e.detail, false)}>
            {valueModes.map((m) => (
              <IgrToggleButton key={m.value} value={m.value} selected={lines.includes(m.value)}>
                {m.text}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
        <Toggle label="Show in legend" checked={inLegend} onChange={setInLegend} />
      </Toolbar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          legend={legend}
          chartType="Line"
          valueLines={lines.join(", ")}
          valueLinesThickness={2}
          seriesValueLayerUseLegend={inLegend}
          brushes={colors}
          outlines={colors}
          markerOutlines={colors}
          thickness={3}
          chartTitle="Average daily high: London and Madrid"
          yAxisLabelFormat="{0}°C"
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
