import { useMemo, useRef, useState } from "react";
import { IgrHeatTileGenerator } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicTileSeries, IgrTileGeneratorMapImagery } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { populationPoints } from "../_shared/population-points";

const scales = {
  fire: ["rgba(255,255,178,0.4)", "rgba(254,204,92,0.7)", "rgba(253,141,60,0.85)", "rgba(240,59,32,0.9)", "rgba(189,0,38,1)"],
  ocean: ["rgba(179,205,227,0.4)", "rgba(140,150,198,0.7)", "rgba(136,86,167,0.85)", "rgba(129,15,124,1)"],
  green: ["rgba(194,230,153,0.4)", "rgba(120,198,121,0.7)", "rgba(49,163,84,0.85)", "rgba(0,104,55,1)"],
};
type Scale = keyof typeof scales;

export default function DisplayHeatImagerySample() {
  const [scale, setScale] = useState<Scale>("fire");
  const [blur, setBlur] = useState(12);
  const [logarithmic, setLogarithmic] = useState(false);
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const points = useMemo(() => populationPoints(6000, 23), []);

  // The heat tile generator turns the points into tile images in the browser: no tile server involved.
  const imagery = useMemo(() => {
    const generator = new IgrHeatTileGenerator();
    generator.xValues = points.map((p) => p.lon);
    generator.yValues = points.map((p) => p.lat);
    // Each point weighs 1 to 4 (a stand-in for, say, households at that place).
    generator.values = points.map((_, i) => 1 + (i % 4));
    // Draw the tiles on the page's own thread: no worker script to serve.
    generator.useWebWorkers = false;
    generator.scaleColors = scales[scale];
    generator.minimumColor = scales[scale][0] ?? "rgba(0,0,0,0)";
    generator.maximumColor = scales[scale][scales[scale].length - 1] ?? "#000000";
    generator.blurRadius = blur;
    generator.maxBlurRadius = blur * 3;
    generator.useBlurRadiusAdjustedForZoom = true;
    generator.useLogarithmicScale = logarithmic;
    generator.useGlobalMinMax = true;
    generator.useGlobalMinMaxAdjustedForZoom = true;
    const heat = new IgrTileGeneratorMapImagery();
    heat.tileGenerator = generator;
    return heat;
  }, [points, scale, blur, logarithmic]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Colour scale" value={scale} options={Object.keys(scales) as Scale[]} onChange={setScale} />
        <SliderControl label="Blur radius" value={blur} min={4} max={30} format={(v) => `${v} px`} onChange={setBlur} />
        <SwitchControl label="Logarithmic scale" checked={logarithmic} onChange={setLogarithmic} />
      </ControlBar>
      <StatusLine>
        A heat map of {points.length.toLocaleString()} points around the world's big cities: a heat tile generator draws the tiles in
        the browser and a geographic tile series shows them — fully offline.
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {landSeries()}
          <IgrGeographicTileSeries key={`heat${scale}${blur}${logarithmic}`} name={`heat${scale}${blur}${logarithmic}`} tileImagery={imagery} />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
