import { useRef, useState } from "react";
import type { IgrShapefileRecord } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { LoadingNote } from "../_shared/loading";
import { field, useShapefile } from "../_shared/use-shapefile";

const palettes = { blues: ["#c6dbef", "#6baed6", "#2171b5"], greens: ["#c7e9c0", "#74c476", "#238b45"], warm: ["#fdd0a2", "#fd8d3c", "#d94801"] };
type Palette = keyof typeof palettes;

export default function BindingShpPolygonsSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.europe);
  const { records, error } = useShapefile("europe");
  const [palette, setPalette] = useState<Palette>("blues");
  const [hovered, setHovered] = useState<IgrShapefileRecord | null>(null);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={Object.keys(palettes) as Palette[]} onChange={setPalette} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${field(hovered, "NAME")} (ISO ${field(hovered, "ISO_N3")})`
          : "europe.shp (polygons) and europe.dbf (attributes) are read from the gallery's own server by the shapefile converter."}
      </StatusLine>
      <SizedBox>
        {!records && <LoadingNote>{error ?? "Loading europe.shp and europe.dbf…"}</LoadingNote>}
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as IgrShapefileRecord) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {landSeries("#ece8df", "#c9c2b3")}
          {(records ? [records] : []).map((data) => (
            <IgrGeographicShapeSeries
              key={`europe${palette}`}
              name={`europe${palette}`}
              dataSource={data}
              shapeMemberPath="points"
              shapeStroke="#ffffff"
              shapeStrokeThickness={0.8}
              styleShape={(_s, e) => {
                // Shade by the first letter of the NAME attribute from the .dbf file.
                const code = field(e.item as IgrShapefileRecord, "NAME").charCodeAt(0) || 65;
                e.shapeFill = palettes[palette][code % 3] ?? "#999999";
              }}
            />
          ))}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
