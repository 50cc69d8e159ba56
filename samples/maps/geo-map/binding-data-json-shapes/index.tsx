import { useEffect, useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { fetchSiteJson } from "../../../_shared/site-data";
import type { MapPoint } from "../../../_shared/world-shapes";
import { SizedBox, landSeries, mapPage, useInitialView } from "../_shared/map-page";
import { LoadingNote } from "../_shared/loading";

interface GeoJson {
  features: { id: string; properties: { name: string; vertices: number }; geometry: { type: "MultiPolygon"; coordinates: number[][][][] } }[];
}
interface Country {
  id: string;
  name: string;
  vertices: number;
  points: MapPoint[][];
}

/** GeoJSON positions are [longitude, latitude]; the shape series wants rings of {x, y}. */
function toCountries(json: GeoJson): Country[] {
  return json.features.map((f) => ({
    id: f.id,
    name: f.properties.name,
    vertices: f.properties.vertices,
    points: f.geometry.coordinates.flatMap((polygon) => polygon.map((ring) => ring.map(([x = 0, y = 0]) => ({ x, y })))),
  }));
}

const palette = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d"];
const strokes = { white: "#ffffff", dark: "#1d2433", none: "transparent" } as const;
type Stroke = keyof typeof strokes;
const southAmerica = { left: -90, top: -57, width: 60, height: 70 };

export default function BindingDataJsonShapesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, southAmerica);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stroke, setStroke] = useState<Stroke>("white");
  const [hovered, setHovered] = useState<Country | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteJson<GeoJson>("maps/geo-map/south-america.geojson", 600, controller.signal)
      .then((json) => setCountries(toCountries(json)))
      .catch((e: Error) => e.name !== "AbortError" && setError(`south-america.geojson could not be loaded: ${e.message}`));
    return () => controller.abort();
  }, []);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Borders" value={stroke} options={Object.keys(strokes) as Stroke[]} onChange={setStroke} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${hovered.name}: ${hovered.points.length} polygon ring(s), ${hovered.vertices} vertices`
          : countries
            ? `south-america.geojson: ${countries.length} MultiPolygon features converted to shapes.`
            : "Fetching south-america.geojson from the gallery's own server…"}
      </StatusLine>
      <SizedBox>
        {!countries && <LoadingNote>{error ?? "Loading south-america.geojson…"}</LoadingNote>}
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as Country)?.vertices ? (e.item as Country) : null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {[
            landSeries("#ece8df", "#c9c2b3"),
            ...(countries
              ? [
                  <IgrGeographicShapeSeries
                    key={`geojson${stroke}`}
                    name={`geojson${stroke}`}
                    dataSource={countries}
                    shapeMemberPath="points"
                    shapeStrokeThickness={1}
                    styleShape={(_s, e) => {
                      const i = countries.indexOf(e.item as Country);
                      e.shapeFill = palette[i % palette.length] ?? "#999999";
                      e.shapeStroke = strokes[stroke];
                    }}
                  />,
                ]
              : []),
          ]}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
