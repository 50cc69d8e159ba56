import { useMemo, useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicPolylineSeries, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { ControlBar, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { worldShapes, type MapPoint } from "../../../_shared/world-shapes";
import { SizedBox, mapPage, useInitialView, views } from "../_shared/map-page";

interface Line {
  name: string;
  points: MapPoint[][];
}

/** A parallel (line of latitude) from 180°W to 180°E. */
function parallel(name: string, lat: number): Line {
  return { name, points: [Array.from({ length: 73 }, (_, i) => ({ x: -180 + i * 5, y: lat }))] };
}

function meridian(lon: number): Line {
  return { name: `${lon}°`, points: [Array.from({ length: 35 }, (_, i) => ({ x: lon, y: -85 + i * 5 }))] };
}

// The climate zone band between the tropics, as one polygon.
const tropics = { name: "Tropics", points: [[{ x: -180, y: -23.44 }, { x: 180, y: -23.44 }, { x: 180, y: 23.44 }, { x: -180, y: 23.44 }]] };
// The series applies every new data source it is given: one per module, not one per render.
const tropicsBand = [tropics];
const specialLines: Line[] = [
  parallel("Equator", 0),
  parallel("Tropic of Cancer", 23.44),
  parallel("Tropic of Capricorn", -23.44),
  parallel("Arctic Circle", 66.56),
  parallel("Antarctic Circle", -66.56),
];

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [6, 4];

export default function BindingMultipleShapesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [spacing, setSpacing] = useState(30);
  const [showBand, setShowBand] = useState(true);
  const grid = useMemo(() => {
    const lines: Line[] = [];
    for (let lon = -180; lon <= 180; lon += spacing) lines.push(meridian(lon));
    for (let lat = -90 + spacing; lat < 90; lat += spacing) lines.push(parallel(`${lat}°`, lat));
    return lines;
  }, [spacing]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl label="Graticule spacing" value={spacing} min={10} max={45} step={5} format={(v) => `${v}°`} onChange={setSpacing} />
        <SwitchControl label="Tropics band" checked={showBand} onChange={setShowBand} />
      </ControlBar>
      <StatusLine>Several kinds of shapes on one map: polygon bands and countries (shape series), a graticule and the circles of latitude (polyline series).</StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {/* Only series may be children of the map: an empty list rather than false when the band is off. */}
          {(showBand ? [tropicsBand] : []).map((band) => (
            <IgrGeographicShapeSeries key="band" name="band" dataSource={band} shapeMemberPath="points" shapeFill="#fde9b8" shapeOpacity={0.8} shapeStrokeThickness={0} />
          ))}
          <IgrGeographicShapeSeries key="countries" name="countries" dataSource={worldShapes} shapeMemberPath="points" shapeFill="#cfe3c4" shapeStroke="#7f9c72" shapeStrokeThickness={0.5} />
          <IgrGeographicPolylineSeries key={`grid${spacing}`} name={`grid${spacing}`} dataSource={grid} shapeMemberPath="points" shapeStroke="#8aa1b5" shapeStrokeThickness={0.6} />
          <IgrGeographicPolylineSeries key="circles" name="circles" dataSource={specialLines} shapeMemberPath="points" shapeStroke="#d9594c" shapeStrokeThickness={1.5} dashArray={dashArray} />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
