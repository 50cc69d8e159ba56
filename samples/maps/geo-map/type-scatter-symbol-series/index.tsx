import { useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { cities, continentColors, type City } from "../_shared/cities";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

const markerTypes = ["Circle", "Triangle", "Square", "Diamond", "Pentagon", "Hexagon", "Pyramid", "Tetragram", "Pentagram", "Hexagram"] as const;
type Marker = (typeof markerTypes)[number];
const continents = Object.keys(continentColors) as City["continent"][];

export default function TypeScatterSymbolSeriesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [marker, setMarker] = useState<Marker>("Circle");
  const [capitalsOnly, setCapitalsOnly] = useState(false);
  const [thickness, setThickness] = useState(2);
  const [hovered, setHovered] = useState<City | null>(null);

  const shown = capitalsOnly ? cities.filter((c) => c.capital) : cities;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Marker type" value={marker} options={markerTypes} onChange={setMarker} />
        <SwitchControl label="Capitals only" checked={capitalsOnly} onChange={setCapitalsOnly} />
        <SliderControl label="Marker outline" value={thickness} min={0} max={4} step={0.5} onChange={setThickness} />
      </ControlBar>
      <StatusLine>
        {hovered ? `${hovered.name}, ${hovered.country} · ${hovered.lat.toFixed(2)}°, ${hovered.lon.toFixed(2)}°` : "One symbol series per continent, each placed by latitude and longitude. Point at a city."}
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as City) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {landSeries()}
          {continents.map((continent) => {
            const name = `${continent}-${marker}-${capitalsOnly}-${thickness}`.replace(/\W/g, "");
            return (
              <IgrGeographicSymbolSeries
                key={name}
                name={name}
                title={continent}
                dataSource={shown.filter((c) => c.continent === continent)}
                latitudeMemberPath="lat"
                longitudeMemberPath="lon"
                markerType={marker}
                markerBrush={continentColors[continent]}
                markerOutline="#333333"
                markerThickness={thickness}
              />
            );
          })}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
