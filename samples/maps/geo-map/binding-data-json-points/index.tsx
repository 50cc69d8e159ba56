import { useEffect, useMemo, useRef, useState } from "react";
import { IgrValueBrushScale, IgrSizeScale } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicProportionalSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SliderControl, StatusLine } from "../../../_shared/controls";
import { fetchSiteJson } from "../../../_shared/site-data";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { LoadingNote } from "../_shared/loading";

interface Volcano {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  elevation: number;
  lastEruption: number;
}

export default function BindingDataJsonPointsSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [volcanoes, setVolcanoes] = useState<Volcano[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [since, setSince] = useState(1900);
  const [hovered, setHovered] = useState<Volcano | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteJson<Volcano[]>("maps/geo-map/volcanoes.json", 600, controller.signal)
      .then(setVolcanoes)
      .catch((e: Error) => e.name !== "AbortError" && setError(`volcanoes.json could not be loaded: ${e.message}`));
    return () => controller.abort();
  }, []);

  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 6;
    scale.maximumValue = 22;
    return scale;
  }, []);
  // Recent eruptions red, older ones grey.
  const fillScale = useMemo(() => {
    const scale = new IgrValueBrushScale({});
    scale.brushes = ["#9e9e9e", "#f4a261", "#d62828"];
    scale.minimumValue = 1700;
    scale.maximumValue = 2025;
    return scale;
  }, []);
  const shown = volcanoes?.filter((v) => v.lastEruption >= since) ?? null;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SliderControl label="Erupted since" value={since} min={1700} max={2020} step={10} onChange={setSince} />
      </ControlBar>
      <StatusLine>
        {hovered
          ? `${hovered.name} (${hovered.country}): ${hovered.elevation.toLocaleString()} m, last eruption ${hovered.lastEruption}`
          : volcanoes
            ? `volcanoes.json: ${volcanoes.length} objects; ${shown?.length} erupted since ${since}. Size: elevation, colour: last eruption.`
            : "Fetching volcanoes.json from the gallery's own server…"}
      </StatusLine>
      <SizedBox>
        {!volcanoes && <LoadingNote>{error ?? "Loading volcanoes.json…"}</LoadingNote>}
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          seriesMouseEnter={(_m, e) => setHovered((e.item as Volcano) ?? null)}
          seriesMouseLeave={() => setHovered(null)}
        >
          {[
            landSeries(),
            ...(shown
              ? [
                  <IgrGeographicProportionalSymbolSeries
                    key={`volcanoes${since}`}
                    name={`volcanoes${since}`}
                    dataSource={shown}
                    latitudeMemberPath="latitude"
                    longitudeMemberPath="longitude"
                    radiusMemberPath="elevation"
                    radiusScale={radiusScale}
                    fillMemberPath="lastEruption"
                    fillScale={fillScale}
                    markerType="Triangle"
                    markerOutline="#3d2b1f"
                  />,
                ]
              : []),
          ]}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
