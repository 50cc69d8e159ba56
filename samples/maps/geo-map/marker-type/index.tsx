import { useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { cities } from "../_shared/cities";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

const markerTypes = ["Automatic", "Circle", "Triangle", "Pyramid", "Square", "Diamond", "Pentagon", "Hexagon", "Tetragram", "Pentagram", "Hexagram", "None"] as const;
type Marker = (typeof markerTypes)[number];

// Capitals and other cities get their own series, so each can use a different marker type.
const capitals = cities.filter((c) => c.capital);
const others = cities.filter((c) => !c.capital);

export default function MarkerTypeSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [capitalMarker, setCapitalMarker] = useState<Marker>("Pentagram");
  const [cityMarker, setCityMarker] = useState<Marker>("Circle");
  const [size, setSize] = useState(1);

  const series = [
    { key: "capitals", data: capitals, marker: capitalMarker, brush: "#d9594c" },
    { key: "cities", data: others, marker: cityMarker, brush: "#4a7fc1" },
  ];
  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Capitals" value={capitalMarker} options={markerTypes} onChange={setCapitalMarker} />
        <SelectControl label="Other cities" value={cityMarker} options={markerTypes} onChange={setCityMarker} />
        <SliderControl label="Outline" value={size} min={0.5} max={4} step={0.5} onChange={setSize} />
      </ControlBar>
      <StatusLine>markerType sets the symbol of every marker of a series; Automatic lets the map pick one per series, None hides them.</StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {landSeries()}
          {series.map((s) => {
            const name = `${s.key}${s.marker}${size}`.replace(/\W/g, "");
            return (
              <IgrGeographicSymbolSeries
                key={name}
                name={name}
                title={s.key}
                dataSource={s.data}
                latitudeMemberPath="lat"
                longitudeMemberPath="lon"
                markerType={s.marker}
                markerBrush={s.brush}
                markerOutline="#1d2433"
                markerThickness={size}
              />
            );
          })}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
