import { useEffect, useMemo, useRef, useState } from "react";
import { IgrGeographicHighDensityScatterSeries, IgrGeographicMap } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { populationPoints } from "../_shared/population-points";
import { landSeries, mapArea, mapPage, useInitialView, views } from "../_shared/map-page";

const heatColors = {
  fire: ["#fff3b0", "#b10026"],
  ice: ["#c6f1ff", "#08306b"],
  lime: ["#e5f5a0", "#1b5e20"],
} as const;
type Heat = keyof typeof heatColors;

export default function TypeScatterDensitySeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [count, setCount] = useState(40000);
  const [extent, setExtent] = useState(2);
  const [heat, setHeat] = useState<Heat>("fire");
  const [progressive, setProgressive] = useState(true);
  const points = useMemo(() => populationPoints(count), [count]);
  const [min, max] = heatColors[heat];
  const name = `density-${count}-${extent}-${heat}-${progressive}`;
  const host = useRef<HTMLDivElement>(null);

  // The density series renders progressively on a timer that unmounting does not stop: destroy the map
  // once its element has left the page (React's development re-mount check keeps it in place).
  useEffect(() => {
    const element = host.current;
    const densityMap = map.current;
    return () => {
      if (densityMap && element && !element.isConnected) densityMap.destroy();
    };
  }, []);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl label="Points" value={count} min={10000} max={200000} step={10000} format={(v) => v.toLocaleString()} onChange={setCount} />
        <SliderControl label="Point extent" value={extent} min={1} max={6} format={(v) => `${v} px`} onChange={setExtent} />
        <SelectControl label="Heat colours" value={heat} options={Object.keys(heatColors) as Heat[]} onChange={setHeat} />
        <SwitchControl label="Progressive load" checked={progressive} onChange={setProgressive} />
      </ControlBar>
      <StatusLine>
        {points.length.toLocaleString()} points: where they overlap the colour moves from {min} to {max}. Zoom in to separate them.
      </StatusLine>
      <div style={mapArea}>
        <div ref={host} style={{ width: "100%", height: "100%" }}>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {landSeries()}
          <IgrGeographicHighDensityScatterSeries
            key={name}
            name={name}
            dataSource={points}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            heatMinimumColor={min}
            heatMaximumColor={max}
            heatMinimum={0}
            heatMaximum={5}
            pointExtent={extent}
            progressiveLoad={progressive}
            mouseOverEnabled={false}
          />
        </IgrGeographicMap>
        </div>
      </div>
    </div>
  );
}
