import { useMemo, useState } from "react";
import {
  ColorScaleInterpolationMode,
  IgrCustomPaletteColorScale,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartShapeModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterAreaSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { plateGrid } from "../_shared/plate";

IgrDataChartCoreModule.register();
IgrDataChartShapeModule.register();
IgrDataChartInteractivityModule.register();

const palettes = {
  thermal: ["#000004", "#51127c", "#b73779", "#fc8961", "#fcfdbf"],
  rainbow: ["#2c7bb6", "#abd9e9", "#ffffbf", "#fdae61", "#d7191c"],
  grey: ["#f7f7f7", "#252525"],
};
type Palette = keyof typeof palettes;
const paletteOptions = [
  { value: "thermal", text: "Thermal" },
  { value: "rainbow", text: "Blue to red" },
  { value: "grey", text: "Greyscale" },
] as const;

const modes = [
  { value: "InterpolateRGB", text: "Smooth (RGB)" },
  { value: "InterpolateHSV", text: "Smooth (HSV)" },
  { value: "Select", text: "Banded (select)" },
];

export default function TypeScatterAreaSeriesSample() {
  const [palette, setPalette] = useState<Palette>("thermal");
  const [mode, setMode] = useState("InterpolateRGB");
  const [steps, setSteps] = useState(31);
  const data = useMemo(() => plateGrid(steps), [steps]);

  // The series triangulates the X/Y points and colours the triangles by colorMemberPath through this scale.
  const colorScale = useMemo(() => {
    const scale = new IgrCustomPaletteColorScale({});
    scale.palette = palettes[palette];
    scale.interpolationMode = ColorScaleInterpolationMode[mode as keyof typeof ColorScaleInterpolationMode];
    scale.minimumValue = 0;
    scale.maximumValue = 200;
    return scale;
  }, [palette, mode]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={paletteOptions} width={170} onChange={setPalette} />
        <SelectControl label="Colour interpolation" value={mode} options={modes} width={200} onChange={setMode} />
        <SliderControl label="Grid points per side" value={steps} min={6} max={51} step={5} onChange={setSteps} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Temperature across a heated steel plate (0–200 °C)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="x" title="x (m)" minimumValue={0} maximumValue={1} interval={0.1} />
          <IgrNumericYAxis name="y" title="y (m)" minimumValue={0} maximumValue={1} interval={0.1} />
          <IgrScatterAreaSeries
            key={`plate-${palette}-${mode}`}
            name={`plate-${palette}-${mode}`}
            title="Temperature"
            dataSource={data}
            xMemberPath="x"
            yMemberPath="y"
            colorMemberPath="temperature"
            colorScale={colorScale}
            xAxisName="x"
            yAxisName="y"
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
