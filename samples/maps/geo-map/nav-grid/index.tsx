import { useMemo, useRef, useState } from "react";
import { IgrInput, IgrList, IgrListItem } from "igniteui-react";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SliderControl, StatusLine } from "../../../_shared/controls";
import { cities, type City } from "../_shared/cities";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

export default function NavGridSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [selected, setSelected] = useState<City | null>(null);
  const [span, setSpan] = useState(20);
  const [filter, setFilter] = useState("");
  // The series applies every new data source it is given: a new one only when the pick changes.
  const picked = useMemo(() => (selected ? [selected] : []), [selected]);
  const shown = cities
    .filter((c) => `${c.name} ${c.country}`.toLowerCase().includes(filter.trim().toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name));

  function goTo(city: City, degrees = span) {
    setSelected(city);
    map.current?.zoomToGeographic({ left: city.lon - degrees / 2, top: city.lat - degrees / 3, width: degrees, height: (degrees * 2) / 3 });
  }

  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl
          label="View width"
          value={span}
          min={5}
          max={90}
          step={5}
          format={(v) => `${v}°`}
          onChange={(v) => {
            setSpan(v);
            if (selected) goTo(selected, v);
          }}
        />
      </ControlBar>
      <StatusLine>{selected ? `Centred on ${selected.name}, ${selected.country}.` : "Pick a city in the list: the map zooms to it. Type to filter the list."}</StatusLine>
      <div style={{ flex: 1, display: "flex", gap: 12, minHeight: 300 }}>
        <div style={{ width: 320, display: "flex" }}>
          {/* A light list-grid of the cities (the full data grid is too heavy to load beside the map). */}
          <div style={{ display: "flex", flexDirection: "column", gap: 6, width: "100%" }}>
            <IgrInput label="Filter cities" value={filter} onInput={(e) => setFilter(e.detail)} />
            <div style={{ flex: 1, overflow: "auto", border: "1px solid var(--ig-gray-300)" }}>
              <IgrList>
                {shown.map((c) => (
                  <IgrListItem
                    key={c.name}
                    selected={c === selected}
                    // Reachable by Tab and picked by Enter or Space too, like a button.
                    tabIndex={0}
                    onClick={() => goTo(c)}
                    onKeyDown={(e) => {
                      if (e.key !== "Enter" && e.key !== " ") return;
                      e.preventDefault();
                      goTo(c);
                    }}
                    style={{ cursor: "pointer" }}
                  >
                    <span slot="title">{c.name}</span>
                    <span slot="subtitle">
                      {c.country} · {c.population} million
                    </span>
                  </IgrListItem>
                ))}
              </IgrList>
            </div>
          </div>
        </div>
        <SizedBox>
          <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
            {landSeries()}
            <IgrGeographicSymbolSeries
              key="cities"
              name="cities"
              dataSource={cities}
              latitudeMemberPath="lat"
              longitudeMemberPath="lon"
              markerType="Circle"
              markerBrush="#4a7fc1"
              markerOutline="#ffffff"
            />
            {/* The map's children must all be series: no null or false among them, so an empty list when nothing is picked. */}
            {picked.map((pick) => (
              <IgrGeographicSymbolSeries
                key={`pick${pick.name}`.replace(/\W/g, "")}
                name={`pick${pick.name}`.replace(/\W/g, "")}
                dataSource={picked}
                latitudeMemberPath="lat"
                longitudeMemberPath="lon"
                markerType="Pentagram"
                markerBrush="#e8a33d"
                markerOutline="#1d2433"
                markerThickness={2}
              />
            ))}
          </IgrGeographicMap>
        </SizedBox>
      </div>
    </div>
  );
}
