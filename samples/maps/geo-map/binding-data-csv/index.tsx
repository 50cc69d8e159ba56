import { useEffect, useMemo, useRef, useState } from "react";
import { IgrSizeScale } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicProportionalSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { siteDataUrl } from "../../../_shared/site-data";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { LoadingNote } from "../_shared/loading";

interface CsvCity {
  name: string;
  country: string;
  continent: string;
  latitude: number;
  longitude: number;
  population: number;
  capital: boolean;
}

/** Splits one CSV line, honouring double-quoted fields. */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The header row names the columns; numbers are converted for the map's member paths. */
function parseCsv(text: string): CsvCity[] {
  const [head = "", ...lines] = text.trim().split(/\r?\n/);
  const columns = splitLine(head);
  return lines.map((line) => {
    const row = Object.fromEntries(splitLine(line).map((v, i) => [columns[i] ?? i, v]));
    return {
      name: row.name ?? "",
      country: row.country ?? "",
      continent: row.continent ?? "",
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      population: Number(row.population),
      capital: row.capital === "yes",
    };
  });
}

export default function BindingDataCsvSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [rows, setRows] = useState<CsvCity[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [continent, setContinent] = useState("All");
  const [hovered, setHovered] = useState<CsvCity | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // A short delay stands in for a slow server, so the loading state can be seen.
    const timer = setTimeout(() => {
      fetch(siteDataUrl("maps/geo-map/cities.csv"), { signal: controller.signal })
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((text) => setRows(parseCsv(text)))
        .catch((e: Error) => e.name !== "AbortError" && setError(`cities.csv could not be loaded: ${e.message}`));
    }, 600);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 5;
    scale.maximumValue = 30;
    return scale;
  }, []);
  const continents = ["All", ...new Set((rows ?? []).map((r) => r.continent))];
  const shown = rows?.filter((r) => continent === "All" || r.continent === continent) ?? null;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Continent" value={continent} options={continents} onChange={setContinent} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${hovered.name}, ${hovered.country}: ${hovered.population} million`
          : rows
            ? `cities.csv: ${rows.length} rows parsed into objects; ${shown?.length} shown.`
            : "Fetching cities.csv from the gallery's own server…"}
      </StatusLine>
      <SizedBox>
        {!rows && <LoadingNote>{error ?? "Loading cities.csv…"}</LoadingNote>}
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as CsvCity) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {[
            landSeries(),
            ...(shown
              ? [
                  <IgrGeographicProportionalSymbolSeries
                    key={`csv${continent}`.replace(/\W/g, "")}
                    name={`csv${continent}`.replace(/\W/g, "")}
                    dataSource={shown}
                    latitudeMemberPath="latitude"
                    longitudeMemberPath="longitude"
                    radiusMemberPath="population"
                    radiusScale={radiusScale}
                    markerType="Circle"
                    markerBrush="#2bb3b1"
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
