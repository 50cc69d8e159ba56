import { useMemo, useState } from "react";
import {
  IgrDashboardTile,
  IgrDashboardTileChangingContentEventArgs,
  IgrDataChartDashboardTileModule,
  IgrGeographicMapDashboardTileModule,
} from "igniteui-react-dashboards";
import { continents, worldShapes, type Continent } from "../../../_shared/world-shapes";
import { populationMillions } from "../_shared/population";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";

IgrGeographicMapDashboardTileModule.register();
// The map the tile builds also uses the data chart's parts (its tooltip layer and shape series descriptions).
IgrDataChartDashboardTileModule.register();

const inhabited = continents.filter((c) => c !== "Antarctica");
type Region = Continent | "World";
const regionChoices: Region[] = ["World", ...inhabited];

// A light-to-dark scale (logarithmic, as the tile sets it) for the country fills; the tile's default runs from blue to red.
const shading = ["#fde9c8", "#f6b26b", "#d9534f", "#7a1f3d"];

// The tile builds its content from a JSON description, which changingContent may edit before it is used.
// A map loads OpenStreetMap tiles by default: backgroundContent null keeps it offline, drawing only the shapes.
function offlineMap(_tile: IgrDashboardTile, e: IgrDashboardTileChangingContentEventArgs) {
  const json = JSON.parse(e.contentJson);
  const map = json.descriptions?.content;
  if (map?.type !== "GeographicMap") return;
  map.backgroundContent = null;
  for (const series of map.series ?? []) {
    if (!series.fillScale) continue;
    // A fixed range keeps a country's colour the same whichever region is shown.
    Object.assign(series.fillScale, { brushes: shading, minimumValue: 0.1, maximumValue: 1500 });
    // The series skips shapes smaller than a few pixels; in this version the fill colours then shift onto
    // the wrong countries. Drawing every shape keeps each colour with its own country.
    series.shapeFilterResolution = 0;
  }
  e.contentJson = JSON.stringify(json);
}

export default function MapDashboardSample() {
  const [region, setRegion] = useState<Region>("World");

  // Each item has its outline in `points` (rings of {x: longitude, y: latitude}) and a number:
  // the tile recognises shape data and colours each country by its value.
  const countries = useMemo(
    () =>
      worldShapes
        .filter((s) => s.continent !== "Antarctica" && (region === "World" || s.continent === region))
        .map((s) => ({ name: s.name, points: s.points, population: populationMillions[s.name] ?? 0 })),
    [region],
  );

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Region" value={region} options={regionChoices} width={220} onChange={setRegion} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDashboardTile
          width="100%"
          height="100%"
          tileTitle={`Population by country, 2023 (millions): ${region}`}
          dataSource={countries}
          changingContent={offlineMap}
        />
      </div>
    </div>
  );
}
