import { useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { worldShapes, type CountryShape } from "../../../_shared/world-shapes";
import { mapArea, mapPage, useInitialView, views } from "../_shared/map-page";

// Countries coloured by how many rings (islands and separate parts) their outline has.
const bands = [
  { max: 1, color: "#c7e9c0", label: "1 part" },
  { max: 3, color: "#74c476", label: "2–3 parts" },
  { max: 10, color: "#31a354", label: "4–10 parts" },
  { max: Infinity, color: "#006d2c", label: "more than 10" },
];

const fills = { bands: "Parts per country", single: "One fill" } as const;
type Fill = keyof typeof fills;

export default function TypeShapePolygonSeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [fill, setFill] = useState<Fill>("bands");
  const [stroke, setStroke] = useState(0.6);
  const [opacity, setOpacity] = useState(1);
  const [hovered, setHovered] = useState<CountryShape | null>(null);

  const groups =
    fill === "single"
      ? [{ key: "all", color: "#74a9cf", shapes: worldShapes }]
      : bands.map((b, i) => ({
          key: b.label,
          color: b.color,
          shapes: worldShapes.filter((s) => s.points.length <= b.max && s.points.length > (bands[i - 1]?.max ?? 0)),
        }));

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Fill" value={fill} options={Object.entries(fills).map(([value, text]) => ({ value: value as Fill, text }))} onChange={setFill} />
        <SliderControl label="Outline thickness" value={stroke} min={0} max={3} step={0.2} onChange={setStroke} />
        <SliderControl label="Fill opacity" value={opacity} min={0.2} max={1} step={0.1} onChange={setOpacity} />
        {fill === "bands" && (
          <div style={{ display: "flex", gap: 12, flexWrap: "wrap", paddingBottom: 6 }}>
            {bands.map((b) => (
              <span key={b.label} style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: 13 }}>
                <span style={{ width: 12, height: 12, background: b.color, display: "inline-block" }} /> {b.label}
              </span>
            ))}
          </div>
        )}
      </ControlBar>
      <StatusLine>{hovered ? `${hovered.name}: ${hovered.points.length} polygon ring(s)` : "Each country is a polygon shape; point at one."}</StatusLine>
      <div style={mapArea}>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as CountryShape) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {groups.map((g) => {
            const name = `${g.key}-${stroke}-${opacity}`.replace(/\W/g, "");
            return (
              <IgrGeographicShapeSeries
                key={name}
                name={name}
                dataSource={g.shapes}
                shapeMemberPath="points"
                shapeFill={g.color}
                shapeOpacity={opacity}
                shapeStroke="#2f4f4f"
                shapeStrokeThickness={stroke}
              />
            );
          })}
        </IgrGeographicMap>
      </div>
    </div>
  );
}
