import { useRef, useState } from "react";
import type { IgrShapefileRecord } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { LoadingNote } from "../_shared/loading";
import { field, useShapefile } from "../_shared/use-shapefile";

/** A point record's single point, as the latitude/longitude a symbol series reads. */
function toPoint(record: IgrShapefileRecord) {
  const p = record.points[0]?.[0];
  return { record, lon: p?.x ?? 0, lat: p?.y ?? 0, capital: field(record, "CAPITAL") === "1" };
}
type CityPoint = ReturnType<typeof toPoint>;

export default function BindingShpPointsSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const { records, error } = useShapefile("cities");
  const [capitalsOnly, setCapitalsOnly] = useState(false);
  const [hovered, setHovered] = useState<CityPoint | null>(null);
  const points = records?.map(toPoint).filter((p) => !capitalsOnly || p.capital) ?? null;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SwitchControl label="Capitals only (CAPITAL = 1)" checked={capitalsOnly} onChange={setCapitalsOnly} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${field(hovered.record, "NAME")}, ${field(hovered.record, "COUNTRY")}: ${field(hovered.record, "POP_M")} million`
          : "cities.shp holds one point per city; cities.dbf its NAME, COUNTRY, POP_M and CAPITAL attributes."}
      </StatusLine>
      <SizedBox>
        {!records && <LoadingNote>{error ?? "Loading cities.shp and cities.dbf…"}</LoadingNote>}
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as CityPoint) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {[
            landSeries(),
            ...(points
              ? [
                  <IgrGeographicSymbolSeries
                    key={`cities${capitalsOnly}`}
                    name={`cities${capitalsOnly}`}
                    dataSource={points}
                    latitudeMemberPath="lat"
                    longitudeMemberPath="lon"
                    markerType="Diamond"
                    markerBrush="#9467bd"
                    markerOutline="#ffffff"
                  />,
                ]
              : []),
          ]}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
