import { useMemo, useRef, useState } from "react";
import { ColorScaleInterpolationMode, IgrCustomPaletteColorScale } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicScatterAreaSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { climateGrid, temperatureColors } from "../_shared/climate";
import { landSeries, mapArea, mapPage, useInitialView, views } from "../_shared/map-page";

const palettes = {
  temperature: temperatureColors,
  viridis: ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"],
  grey: ["#f0f0f0", "#252525"],
};
type Palette = keyof typeof palettes;
const modes = { InterpolateHSV: "Interpolate (HSV)", InterpolateRGB: "Interpolate (RGB)", Select: "Nearest colour" } as const;
type Mode = keyof typeof modes;

export default function TypeScatterAreaSeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [palette, setPalette] = useState<Palette>("temperature");
  const [mode, setMode] = useState<Mode>("InterpolateRGB");
  const [opacity, setOpacity] = useState(0.8);
  const points = useMemo(() => climateGrid(5), []);

  // The colour scale turns each triangle corner's temperature into a colour, blended across the triangle.
  const colorScale = useMemo(() => {
    const scale = new IgrCustomPaletteColorScale({});
    scale.palette = palettes[palette];
    scale.interpolationMode = ColorScaleInterpolationMode[mode];
    scale.minimumValue = -30;
    scale.maximumValue = 35;
    return scale;
  }, [palette, mode]);

  const name = `area-${palette}-${mode}-${opacity}`;
  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={Object.keys(palettes) as Palette[]} onChange={setPalette} />
        <SelectControl label="Interpolation" value={mode} options={Object.entries(modes).map(([value, text]) => ({ value: value as Mode, text }))} onChange={setMode} />
        <SliderControl label="Opacity" value={opacity} min={0.3} max={1} step={0.1} onChange={setOpacity} />
      </ControlBar>
      <StatusLine>Mean annual temperature (synthetic, −30 to 35 °C) filled between {points.length.toLocaleString()} grid points.</StatusLine>
      <div style={mapArea}>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          <IgrGeographicScatterAreaSeries
            key={name}
            name={name}
            dataSource={points}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            colorMemberPath="temperature"
            colorScale={colorScale}
            areaFillOpacity={opacity}
          />
          {landSeries("transparent", "#333333")}
        </IgrGeographicMap>
      </div>
    </div>
  );
}
