import { useMemo, useRef, useState } from "react";
import { IgrSizeScale } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicProportionalSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

/** The data model: plain objects of a TypeScript type. The map reads them through member paths. */
interface Airport {
  code: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Passengers in 2019, millions. */
  passengers: number;
  /** Runways. */
  runways: number;
  /** Elevation in metres. */
  elevation: number;
}

const airports: Airport[] = [
  { code: "ATL", city: "Atlanta", latitude: 33.64, longitude: -84.43, passengers: 110.5, runways: 5, elevation: 313 },
  { code: "PEK", city: "Beijing", latitude: 40.08, longitude: 116.58, passengers: 100.0, runways: 3, elevation: 35 },
  { code: "LAX", city: "Los Angeles", latitude: 33.94, longitude: -118.41, passengers: 88.1, runways: 4, elevation: 38 },
  { code: "DXB", city: "Dubai", latitude: 25.25, longitude: 55.36, passengers: 86.4, runways: 2, elevation: 19 },
  { code: "HND", city: "Tokyo", latitude: 35.55, longitude: 139.78, passengers: 85.5, runways: 4, elevation: 6 },
  { code: "ORD", city: "Chicago", latitude: 41.97, longitude: -87.91, passengers: 84.6, runways: 8, elevation: 204 },
  { code: "LHR", city: "London", latitude: 51.47, longitude: -0.45, passengers: 80.9, runways: 2, elevation: 25 },
  { code: "CDG", city: "Paris", latitude: 49.01, longitude: 2.55, passengers: 76.2, runways: 4, elevation: 119 },
  { code: "DFW", city: "Dallas", latitude: 32.9, longitude: -97.04, passengers: 75.1, runways: 7, elevation: 185 },
  { code: "DEL", city: "Delhi", latitude: 28.56, longitude: 77.1, passengers: 68.5, runways: 3, elevation: 237 },
  { code: "AMS", city: "Amsterdam", latitude: 52.31, longitude: 4.76, passengers: 71.7, runways: 6, elevation: -3 },
  { code: "FRA", city: "Frankfurt", latitude: 50.03, longitude: 8.57, passengers: 70.6, runways: 4, elevation: 111 },
  { code: "IST", city: "Istanbul", latitude: 41.26, longitude: 28.74, passengers: 52.0, runways: 5, elevation: 99 },
  { code: "SIN", city: "Singapore", latitude: 1.36, longitude: 103.99, passengers: 68.3, runways: 3, elevation: 7 },
  { code: "GRU", city: "São Paulo", latitude: -23.43, longitude: -46.47, passengers: 43.0, runways: 2, elevation: 750 },
  { code: "MEX", city: "Mexico City", latitude: 19.44, longitude: -99.07, passengers: 50.3, runways: 2, elevation: 2230 },
  { code: "BOG", city: "Bogotá", latitude: 4.7, longitude: -74.15, passengers: 35.5, runways: 2, elevation: 2548 },
  { code: "JNB", city: "Johannesburg", latitude: -26.14, longitude: 28.25, passengers: 21.9, runways: 2, elevation: 1694 },
  { code: "ADD", city: "Addis Ababa", latitude: 8.98, longitude: 38.8, passengers: 12.0, runways: 2, elevation: 2334 },
  { code: "SYD", city: "Sydney", latitude: -33.95, longitude: 151.18, passengers: 44.4, runways: 3, elevation: 6 },
  { code: "DEN", city: "Denver", latitude: 39.86, longitude: -104.67, passengers: 69.0, runways: 6, elevation: 1656 },
];

const sizeFields = { passengers: "Passengers (millions)", runways: "Runways", elevation: "Elevation (m)" } as const;
type SizeField = keyof typeof sizeFields;

export default function BindingDataModelSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [field, setField] = useState<SizeField>("passengers");
  const [hovered, setHovered] = useState<Airport | null>(null);
  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 6;
    scale.maximumValue = 34;
    return scale;
  }, []);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Bubble size from" value={field} options={Object.entries(sizeFields).map(([value, text]) => ({ value: value as SizeField, text }))} width={230} onChange={setField} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${hovered.code} · ${hovered.city}: ${hovered.passengers} M passengers, ${hovered.runways} runways, ${hovered.elevation} m`
          : `Series members: latitudeMemberPath="latitude", longitudeMemberPath="longitude", radiusMemberPath="${field}", labelMemberPath="code".`}
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as Airport) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {landSeries()}
          <IgrGeographicProportionalSymbolSeries
            key={`airports-${field}`}
            name={`airports-${field}`}
            dataSource={airports}
            latitudeMemberPath="latitude"
            longitudeMemberPath="longitude"
            radiusMemberPath={field}
            radiusScale={radiusScale}
            labelMemberPath="code"
            markerType="Circle"
            markerBrush="#4a7fc1"
            markerOutline="#ffffff"
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
