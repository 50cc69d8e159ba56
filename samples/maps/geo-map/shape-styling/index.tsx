import { useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { worldShapes, type CountryShape } from "../../../_shared/world-shapes";
import { continentColors } from "../_shared/cities";
import { SizedBox, mapPage, useInitialView, views } from "../_shared/map-page";

const schemes = {
  continent: "By continent",
  initial: "By first letter of the name",
  size: "By outline size (points)",
} as const;
type Scheme = keyof typeof schemes;

const sizeColors = ["#fff5eb", "#fdd0a2", "#fd8d3c", "#d94801", "#7f2704"];

function pointCount(shape: CountryShape) {
  return shape.points.reduce((sum, ring) => sum + ring.length, 0);
}

/** The fill of one country under the chosen scheme. */
function fillFor(shape: CountryShape, scheme: Scheme): string {
  if (scheme === "continent") return shape.continent === "Antarctica" ? "#e6ecf2" : continentColors[shape.continent];
  if (scheme === "initial") {
    const code = (shape.name.codePointAt(0) ?? 65) - 65;
    return `hsl(${(code * 37) % 360}, 55%, 62%)`;
  }
  const n = pointCount(shape);
  const band = n < 30 ? 0 : n < 80 ? 1 : n < 200 ? 2 : n < 500 ? 3 : 4;
  return sizeColors[band] ?? "#cccccc";
}

export default function ShapeStylingSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [scheme, setScheme] = useState<Scheme>("continent");
  const [stroke, setStroke] = useState(0.8);

  const name = `styled-${scheme}-${stroke}`;
  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Colour countries" value={scheme} options={Object.entries(schemes).map(([value, text]) => ({ value: value as Scheme, text }))} width={250} onChange={setScheme} />
        <SliderControl label="Border thickness" value={stroke} min={0} max={3} step={0.2} onChange={setStroke} />
      </ControlBar>
      <StatusLine>One shape series; its styleShape event gives every country its own fill, border and opacity as the map draws it.</StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          <IgrGeographicShapeSeries
            key={name}
            name={name}
            dataSource={worldShapes}
            shapeMemberPath="points"
            shapeStrokeThickness={stroke}
            styleShape={(_s, e) => {
              const shape = e.item as CountryShape;
              e.shapeFill = fillFor(shape, scheme);
              e.shapeStroke = "#ffffff";
              e.shapeStrokeThickness = stroke;
              // Small island states stand out a little less.
              e.shapeOpacity = pointCount(shape) < 12 ? 0.7 : 1;
            }}
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
