import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type Display = "Line" | "Area" | "Column";
const displays: Display[] = ["Line", "Area", "Column"];

const palettes = {
  purple: { text: "Purple / orange", brush: "#6b46c1", negative: "#dd6b20" },
  teal: { text: "Teal / red", brush: "#2c7a7b", negative: "#c53030" },
  slate: { text: "Slate / pink", brush: "#4a5568", negative: "#d53f8c" },
};
type Palette = keyof typeof palettes;
const paletteOptions = (Object.keys(palettes) as Palette[]).map((value) => ({ value, text: palettes[value].text }));

const data = titledBars(stockBySymbol("ORBT"), 250);

export default function FinancialChartIndicatorCustomizationSample() {
  const [period, setPeriod] = useState(14);
  const [display, setDisplay] = useState<Display>("Column");
  const [palette, setPalette] = useState<Palette>("purple");
  const [thickness, setThickness] = useState(2);
  const colors = palettes[palette];
  // The chart applies every new array it is given: a new one only when the choice changes.
  const brushes = useMemo(() => [colors.brush], [colors]);
  const negativeBrushes = useMemo(() => [colors.negative], [colors]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Period" value={period} min={3} max={40} format={(v) => `${v} days`} onChange={setPeriod} />
        <ToggleGroup label="Drawn as" value={display} options={displays} onChange={setDisplay} />
        <SelectControl label="Colours" value={palette} options={paletteOptions} onChange={setPalette} />
        <SliderControl label="Thickness" value={thickness} min={1} max={5} format={(v) => `${v} px`} onChange={setThickness} />
      </ControlBar>
      <div style={chartArea}>
        {/* The force index swings above and below zero: negative values use the negative brush. */}
        <IgrFinancialChart
          key={`${display}-${palette}`}
          dataSource={data}
          chartType="Candle"
          chartTitle={`ORBT with a ${period}-day force index`}
          indicatorTypes="ForceIndex"
          indicatorPeriod={period}
          indicatorDisplayTypes={display}
          indicatorBrushes={brushes}
          indicatorNegativeBrushes={negativeBrushes}
          indicatorThickness={thickness}
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
