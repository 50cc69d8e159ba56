import { useRef, useState } from "react";
import type { IgrShapefileRecord } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicPolylineSeries } from "igniteui-react-maps";
import { ControlBar, SliderControl, StatusLine } from "../../../_shared/controls";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { LoadingNote } from "../_shared/loading";
import { field, useShapefile } from "../_shared/use-shapefile";

export default function BindingShpPolylinesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const { records, error } = useShapefile("routes");
  const [minDistance, setMinDistance] = useState(0);
  const [hovered, setHovered] = useState<IgrShapefileRecord | null>(null);
  const shown = records?.filter((r) => Number(field(r, "DIST_KM")) >= minDistance) ?? null;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl label="Minimum distance" value={minDistance} min={0} max={12000} step={500} format={(v) => `${v.toLocaleString()} km`} onChange={setMinDistance} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${field(hovered, "FROM_CITY")} – ${field(hovered, "TO_CITY")}: ${Number(field(hovered, "DIST_KM")).toLocaleString()} km`
          : `routes.shp (polylines) with routes.dbf (FROM_CITY, TO_CITY, DIST_KM)${shown ? `: ${shown.length} of ${records?.length} routes shown` : ""}.`}
      </StatusLine>
      <SizedBox>
        {!records && <LoadingNote>{error ?? "Loading routes.shp and routes.dbf…"}</LoadingNote>}
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as IgrShapefileRecord) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {[
            landSeries(),
            ...(shown
              ? [
                  <IgrGeographicPolylineSeries
                    key={`routes${minDistance}`}
                    name={`routes${minDistance}`}
                    dataSource={shown}
                    shapeMemberPath="points"
                    shapeStroke="#d9594c"
                    shapeStrokeThickness={2}
                  />,
                ]
              : []),
          ]}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
