import { useEffect, useMemo, useRef, useState } from "react";
import { IgrSelect, IgrSelectItem } from "igniteui-react";
import { IgrDataChartInteractivityModule } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicMapModule, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { worldShapes, type Continent, type CountryShape } from "../../../_shared/world-shapes";

IgrGeographicMapModule.register();
// Mouse events on the series (seriesMouseMove) come from the chart interactivity module.
IgrDataChartInteractivityModule.register();

const palette: Record<Exclude<Continent, "Antarctica">, string> = {
  Africa: "#e8a33d",
  Asia: "#d9594c",
  Europe: "#4a7fc1",
  "North America": "#55a868",
  "South America": "#9467bd",
  Oceania: "#2bb3b1",
};

const muted = "#c5cdd6";
const shown = Object.keys(palette) as (keyof typeof palette)[];

// The initial view in degrees (top is the southern edge): all longitudes, latitudes -60 to 85, leaving out the empty far south.
const initialView = { left: -180, top: -60, width: 360, height: 145 };

export default function GeoMapOverviewSample() {
  const [highlight, setHighlight] = useState("all");
  const [hovered, setHovered] = useState<CountryShape | null>(null);
  const mapRef = useRef<IgrGeographicMap>(null);

  useEffect(() => {
    mapRef.current?.zoomToGeographic(initialView);
  }, []);

  // One shape series per continent, each with its own fill.
  const byContinent = useMemo(
    () => shown.map((continent) => ({ continent, shapes: worldShapes.filter((s) => s.continent === continent) })),
    [],
  );

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 24, flexWrap: "wrap" }}>
        <IgrSelect label="Highlight" value={highlight} style={{ width: 220 }} onChange={(e) => setHighlight(e.detail.value)}>
          <IgrSelectItem value="all">All continents</IgrSelectItem>
          {shown.map((c) => (
            <IgrSelectItem key={c} value={c}>
              {c}
            </IgrSelectItem>
          ))}
        </IgrSelect>
        <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
          {shown.map((c) => (
            <span key={c} style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
              <span style={{ width: 14, height: 14, borderRadius: 3, background: palette[c] }} />
              {c}
            </span>
          ))}
        </div>
      </div>

      <div style={{ flex: 1, minHeight: 300, background: "#dcecf7" }}>
        {/* backgroundContent={null} removes the default OpenStreetMap imagery: the map draws only its series and loads no tiles. */}
        <IgrGeographicMap
          ref={mapRef}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseMove={(_map, e) => setHovered(e.item as CountryShape)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {byContinent.map(({ continent, shapes }) => {
            const on = highlight === "all" || highlight === continent;
            // A shape series keeps the fill it first drew with, so a new fill gets a new series: the name changes with it.
            // The map pairs each child with its series through key and name, so both must be the same.
            const name = `${continent}-${on ? "on" : "off"}`;
            return (
              <IgrGeographicShapeSeries
                key={name}
                name={name}
                title={continent}
                dataSource={shapes}
                shapeMemberPath="points"
                shapeFill={on ? palette[continent] : muted}
                shapeStroke="white"
                shapeStrokeThickness={0.6}
              />
            );
          })}
        </IgrGeographicMap>
      </div>
      <div style={{ minHeight: "1.5em" }}>
        {hovered ? (
          <>
            <strong>{hovered.name}</strong> · {hovered.continent}
          </>
        ) : (
          "Point at a country to see its name. Scroll or drag to zoom and pan."
        )}
      </div>
    </div>
  );
}
