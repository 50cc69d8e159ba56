import { useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicPolylineSeries, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { cities } from "../_shared/cities";
import { routes, type Route } from "../_shared/routes";
import { landSeries, mapArea, mapPage, useInitialView, views } from "../_shared/map-page";

const bands = [
  { key: "short", label: "Under 4,000 km", color: "#2bb3b1", test: (r: Route) => r.distance < 4000 },
  { key: "medium", label: "4,000–8,000 km", color: "#e8a33d", test: (r: Route) => r.distance >= 4000 && r.distance < 8000 },
  { key: "long", label: "8,000 km and more", color: "#d9594c", test: (r: Route) => r.distance >= 8000 },
];
const dashes = { solid: "Solid", dashed: "Dashed" } as const;
type Dash = keyof typeof dashes;
const hubs = new Set(routes.flatMap((r) => [r.from, r.to]));

export default function TypeShapePolylineSeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [thickness, setThickness] = useState(2);
  const [dash, setDash] = useState<Dash>("solid");
  const [hovered, setHovered] = useState<Route | null>(null);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl label="Line thickness" value={thickness} min={0.5} max={6} step={0.5} onChange={setThickness} />
        <SelectControl label="Line style" value={dash} options={Object.entries(dashes).map(([value, text]) => ({ value: value as Dash, text }))} onChange={setDash} />
        <div style={{ display: "flex", gap: 12, paddingBottom: 6 }}>
          {bands.map((b) => (
            <span key={b.key} style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: 13 }}>
              <span style={{ width: 18, height: 3, background: b.color, display: "inline-block" }} /> {b.label}
            </span>
          ))}
        </div>
      </ControlBar>
      <StatusLine>{hovered ? `${hovered.from} – ${hovered.to}: ${hovered.distance.toLocaleString()} km` : "Flight routes as great-circle polylines, coloured by distance. Point at a route."}</StatusLine>
      <div style={mapArea}>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as Route)?.distance ? (e.item as Route) : null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {landSeries()}
          {bands.map((b) => {
            const name = `${b.key}-${thickness}-${dash}`.replace(/\W/g, "");
            return (
              <IgrGeographicPolylineSeries
                key={name}
                name={name}
                dataSource={routes.filter(b.test)}
                shapeMemberPath="points"
                shapeStroke={b.color}
                shapeStrokeThickness={thickness}
                {...(dash === "dashed" ? { dashArray: [6, 4] } : {})}
              />
            );
          })}
          <IgrGeographicSymbolSeries
            key="airports"
            name="airports"
            dataSource={cities.filter((c) => hubs.has(c.name))}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            markerType="Circle"
            markerBrush="#ffffff"
            markerOutline="#333333"
          />
        </IgrGeographicMap>
      </div>
    </div>
  );
}
