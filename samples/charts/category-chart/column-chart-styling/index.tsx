import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { productSales2024 } from "../_shared/sales-records";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const palettes = {
  corporate: ["#1f3c88", "#5893d4", "#f7b633", "#e55934"],
  pastel: ["#a0c4ff", "#bdb2ff", "#ffc6ff", "#caffbf"],
  mono: ["#283618", "#606c38", "#a3b18a", "#dad7cd"],
};

type Palette = keyof typeof palettes;

const paletteOptions = [
  { value: "corporate", text: "Corporate" },
  { value: "pastel", text: "Pastel" },
  { value: "mono", text: "Olive shades" },
] as const;

export default function ColumnChartStylingSample() {
  const [palette, setPalette] = useState<Palette>("corporate");
  const [thickness, setThickness] = useState(2);
  const [darkOutlines, setDarkOutlines] = useState(true);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  const brushes = palettes[palette];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={paletteOptions} onChange={setPalette} />
        <SliderControl label="Outline thickness" value={thickness} min={0} max={6} format={(v) => `${v}px`} onChange={setThickness} />
        <SwitchControl label="Dark outlines" checked={darkOutlines} onChange={setDarkOutlines} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      {/* A light paper card in every theme: its fixed colours (title, labels, gridlines) are the styling shown. */}
      <div style={{ ...chartArea, background: "#fbfaf7", border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8, boxSizing: "border-box" }}>
        <IgrCategoryChart
          dataSource={productSales2024}
          chartType="Column"
          legend={legend}
          brushes={brushes}
          outlines={darkOutlines ? ["#222222"] : brushes}
          thickness={thickness}
          xAxisGap={0.35}
          chartTitle="2024 SALES BY PRODUCT"
          titleTextStyle="700 18px Verdana, sans-serif"
          titleTextColor="#1f3c88"
          titleAlignment="Left"
          subtitle="Thousands of US dollars per quarter"
          subtitleTextStyle="13px Verdana, sans-serif"
          subtitleTextColor="#6b6b6b"
          subtitleAlignment="Left"
          titleLeftMargin={12}
          subtitleLeftMargin={12}
          yAxisMinimumValue={0}
          yAxisMajorStroke="#ece8df"
          yAxisLabelTextColor="#6b6b6b"
          xAxisLabelTextStyle="600 13px Verdana, sans-serif"
          xAxisLabelTextColor="#1f3c88"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
