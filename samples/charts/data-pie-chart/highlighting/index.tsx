import { useMemo, useState } from "react";
import { IgrDataPieChart, IgrDataPieChartModule, IgrItemLegend, IgrItemLegendModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { themeText } from "../../_shared/theme-ink";
import { wasteByMaterial } from "../_shared/data";

IgrDataPieChartModule.register();
IgrItemLegendModule.register();

type Mode = "Brighten" | "BrightenSpecific" | "FadeOthers" | "FadeOthersSpecific" | "None";
const modes: { value: Mode; text: string }[] = [
  { value: "FadeOthersSpecific", text: "Fade other slices" },
  { value: "BrightenSpecific", text: "Brighten the slice" },
  { value: "FadeOthers", text: "Fade others (series)" },
  { value: "Brighten", text: "Brighten (series)" },
  { value: "None", text: "None" },
];

type Behavior = "DirectlyOver" | "NearestItems";
const behaviors: { value: Behavior; text: string }[] = [
  { value: "DirectlyOver", text: "Directly over" },
  { value: "NearestItems", text: "Nearest" },
];

type LegendMode = "MatchSeries" | "None";
const legendModes: { value: LegendMode; text: string }[] = [
  { value: "MatchSeries", text: "On" },
  { value: "None", text: "Off" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a994e", "#577590", "#f94144", "#43aa8b", "#90be6d", "#f9c74f", "#a7c957"];
const outlines = ["#ffffff"];

export default function DataPieChartHighlightingSample() {
  const [mode, setMode] = useState<Mode>("FadeOthersSpecific");
  const [behavior, setBehavior] = useState<Behavior>("DirectlyOver");
  const [legendMode, setLegendMode] = useState<LegendMode>("MatchSeries");
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);
  // The item legend paints its labels #252525 whatever the theme: they take the theme's text colour.
  const legendInk = useMemo(themeText, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlighting mode" value={mode} options={modes} width={220} onChange={setMode} />
        <ToggleGroup label="Highlight when the pointer is" value={behavior} options={behaviors} onChange={setBehavior} />
        <ToggleGroup label="Legend hover highlights" value={legendMode} options={legendModes} onChange={setLegendMode} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>Hover over a slice, or over an entry of the legend, to highlight it.</div>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrDataPieChart
            dataSource={wasteByMaterial}
            highlightingMode={mode}
            highlightingBehavior={behavior}
            legendHighlightingMode={legendMode}
            highlightingFadeOpacity={0.25}
            sliceLabelContentMode="LabelAndPercentage"
            brushes={brushes}
            outlines={outlines}
            legend={legend}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ alignSelf: "center" }}>
          <IgrItemLegend ref={setLegend} orientation="Vertical" textColor={legendInk} />
        </div>
      </div>
    </div>
  );
}
