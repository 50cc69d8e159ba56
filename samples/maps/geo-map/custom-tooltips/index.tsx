import { useRef, useState } from "react";
import type { IChartTooltipProps } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicShapeSeries, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, StatusLine, ToggleGroup } from "../../../_shared/controls";
import { worldShapes, type CountryShape } from "../../../_shared/world-shapes";
import { cities, continentColors, type City } from "../_shared/cities";
import { SizedBox, mapPage, useInitialView, views } from "../_shared/map-page";

const box = { background: "white", border: "1px solid var(--ig-gray-300)", borderRadius: 6, padding: "6px 10px", fontSize: 13, color: "#1d2433", boxShadow: "0 2px 6px rgba(0,0,0,.15)" };

/** The map renders this component as the tooltip of a city; dataContext.item is the city under the pointer. */
function CityTooltip({ dataContext }: IChartTooltipProps) {
  const city = dataContext?.item as City | undefined;
  if (!city) return null;
  return (
    <div style={{ ...box, borderLeft: `5px solid ${continentColors[city.continent]}` }}>
      <div style={{ fontWeight: 700 }}>
        {city.name} {city.capital ? "★" : ""}
      </div>
      <div>{city.country}</div>
      <div>Metro population: {city.population} million</div>
      <div style={{ opacity: 0.7 }}>
        {Math.abs(city.lat).toFixed(2)}° {city.lat >= 0 ? "N" : "S"}, {Math.abs(city.lon).toFixed(2)}° {city.lon >= 0 ? "E" : "W"}
      </div>
    </div>
  );
}

function CountryTooltip({ dataContext }: IChartTooltipProps) {
  const country = dataContext?.item as CountryShape | undefined;
  if (!country) return null;
  const inCountry = cities.filter((c) => c.country === country.name);
  return (
    <div style={box}>
      <div style={{ fontWeight: 700 }}>{country.name}</div>
      <div>{country.continent}</div>
      <div>{inCountry.length ? `Cities here: ${inCountry.map((c) => c.name).join(", ")}` : "No city of this sample here"}</div>
    </div>
  );
}

const kinds = [
  { value: "template", text: "Custom templates" },
  { value: "default", text: "Default tooltips" },
  { value: "none", text: "No tooltips" },
] as const;
type Kind = (typeof kinds)[number]["value"];

export default function CustomTooltipsSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [kind, setKind] = useState<Kind>("template");

  return (
    <div style={mapPage}>
      <ControlBar>
        <ToggleGroup label="Tooltips" value={kind} options={kinds} onChange={setKind} />
      </ControlBar>
      <StatusLine>Point at a country or a city: each series has its own tooltip template, a React component given the item under the pointer.</StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          <IgrGeographicShapeSeries
            key={`countries-${kind}`}
            name={`countries-${kind}`}
            dataSource={worldShapes}
            shapeMemberPath="points"
            shapeFill="#f4f1ea"
            shapeStroke="#b8c2cc"
            shapeStrokeThickness={0.5}
            showDefaultTooltip={kind === "default"}
            tooltipTemplate={kind === "template" ? CountryTooltip : undefined}
          />
          <IgrGeographicSymbolSeries
            key={`cities-${kind}`}
            name={`cities-${kind}`}
            dataSource={cities}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            markerType="Circle"
            markerBrush="#d9594c"
            markerOutline="#ffffff"
            showDefaultTooltip={kind === "default"}
            tooltipTemplate={kind === "template" ? CityTooltip : undefined}
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
