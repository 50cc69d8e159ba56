import { useMemo, useRef, useState } from "react";
import { IgrCustomPaletteColorScale } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicPolylineSeries, IgrGeographicScatterAreaSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import type { MapPoint } from "../../../_shared/world-shapes";
import { climateGrid, temperatureColors, type ClimatePoint } from "../_shared/climate";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

interface Triangle {
  v1: number;
  v2: number;
  v3: number;
}

/** Splits each cell of the regular grid into two triangles, given as indices into the points. */
function gridTriangles(points: ClimatePoint[], step: number): Triangle[] {
  const columns = Math.round(360 / step) + 1;
  const rows = Math.round(points.length / columns);
  const triangles: Triangle[] = [];
  for (let r = 0; r < rows - 1; r++) {
    for (let c = 0; c < columns - 1; c++) {
      const i = r * columns + c;
      triangles.push({ v1: i, v2: i + 1, v3: i + columns }, { v1: i + 1, v2: i + columns + 1, v3: i + columns });
    }
  }
  return triangles;
}

const steps = { "15": "15° grid", "10": "10° grid", "5": "5° grid" } as const;
type Step = keyof typeof steps;

export default function TriangulatingDataSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [step, setStep] = useState<Step>("10");
  const [precomputed, setPrecomputed] = useState(true);
  const [mesh, setMesh] = useState(true);
  const points = useMemo(() => climateGrid(Number(step)), [step]);
  const triangles = useMemo(() => gridTriangles(points, Number(step)), [points, step]);
  // The triangles' edges as polylines, to show the mesh the series fills.
  const edges = useMemo(
    () =>
      triangles.map((t) => {
        const ring = [t.v1, t.v2, t.v3, t.v1].map((i) => points[i]).filter((p): p is ClimatePoint => !!p);
        return { points: [ring.map((p): MapPoint => ({ x: p.lon, y: p.lat }))] };
      }),
    [triangles, points],
  );
  const colorScale = useMemo(() => {
    const scale = new IgrCustomPaletteColorScale({});
    scale.palette = temperatureColors;
    scale.minimumValue = -30;
    scale.maximumValue = 35;
    return scale;
  }, []);

  const name = `area${step}${precomputed}`;
  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Data points" value={step} options={Object.entries(steps).map(([value, text]) => ({ value: value as Step, text }))} onChange={setStep} />
        <SwitchControl label="Supply precomputed triangles" checked={precomputed} onChange={setPrecomputed} />
        <SwitchControl label="Show the mesh" checked={mesh} onChange={setMesh} />
      </ControlBar>
      <StatusLine>
        {points.length.toLocaleString()} points, {triangles.length.toLocaleString()} triangles.{" "}
        {precomputed
          ? "The series reads the triangles from trianglesSource (vertex indices v1, v2, v3) and skips its own triangulation."
          : "The series triangulates the points itself before colouring each triangle."}
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {[
            <IgrGeographicScatterAreaSeries
              key={name}
              name={name}
              dataSource={points}
              latitudeMemberPath="lat"
              longitudeMemberPath="lon"
              colorMemberPath="temperature"
              colorScale={colorScale}
              {...(precomputed
                ? { trianglesSource: triangles, triangleVertexMemberPath1: "v1", triangleVertexMemberPath2: "v2", triangleVertexMemberPath3: "v3" }
                : {})}
            />,
            landSeries("transparent", "#333333"),
            ...(mesh
              ? [<IgrGeographicPolylineSeries key={`mesh${step}`} name={`mesh${step}`} dataSource={edges} shapeMemberPath="points" shapeStroke="rgba(255,255,255,0.6)" shapeStrokeThickness={0.6} />]
              : []),
          ]}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
