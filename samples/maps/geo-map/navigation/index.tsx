import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import type { IgRect } from "igniteui-react-core";
import { IgrGeographicMap } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine, ToggleGroup } from "../../../_shared/controls";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

const regions = {
  world: { text: "World", rect: views.world },
  europe: { text: "Europe", rect: views.europe },
  northAmerica: { text: "North America", rect: views.northAmerica },
  asia: { text: "Asia", rect: views.asia },
  africa: { text: "Africa", rect: { left: -20, top: -36, width: 75, height: 75 } },
  oceania: { text: "Oceania", rect: { left: 110, top: -48, width: 70, height: 50 } },
} as const;
type Region = keyof typeof regions;

const interactions = [
  { value: "DragPan", text: "Drag pans" },
  { value: "DragZoom", text: "Drag zooms to a box" },
] as const;
type Interaction = (typeof interactions)[number]["value"];

function fmt(r: IgRect | null) {
  if (!r) return "—";
  const lat = (v: number) => `${Math.abs(v).toFixed(1)}°${v >= 0 ? "N" : "S"}`;
  const lon = (v: number) => `${Math.abs(v).toFixed(1)}°${v >= 0 ? "E" : "W"}`;
  return `${lon(r.left)} to ${lon(r.left + r.width)}, ${lat(r.top)} to ${lat(r.top + r.height)}`;
}

export default function NavigationSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [region, setRegion] = useState<Region>("world");
  const [interaction, setInteraction] = useState<Interaction>("DragPan");
  const [geo, setGeo] = useState<IgRect | null>(null);
  const [scale, setScale] = useState(1);

  // The map's window is a rectangle in 0..1 coordinates of the whole world; moving it pans, resizing it zooms.
  function moveWindow(change: (r: IgRect) => IgRect) {
    const m = map.current;
    if (!m) return;
    m.windowRect = change(m.actualWindowRect);
  }
  const zoom = (factor: number) =>
    moveWindow((r) => {
      const width = Math.min(1, r.width * factor);
      const height = Math.min(1, r.height * factor);
      return { left: r.left + (r.width - width) / 2, top: r.top + (r.height - height) / 2, width, height };
    });
  const pan = (dx: number, dy: number) => moveWindow((r) => ({ ...r, left: r.left + dx * r.width, top: r.top + dy * r.height }));

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl
          label="Go to"
          value={region}
          options={Object.entries(regions).map(([value, r]) => ({ value: value as Region, text: r.text }))}
          onChange={(r) => {
            setRegion(r);
            map.current?.zoomToGeographic(regions[r].rect);
          }}
        />
        <IgrButton variant="outlined" onClick={() => zoom(0.5)}>Zoom in</IgrButton>
        <IgrButton variant="outlined" onClick={() => zoom(2)}>Zoom out</IgrButton>
        <IgrButton variant="outlined" onClick={() => pan(-0.25, 0)}>◀ West</IgrButton>
        <IgrButton variant="outlined" onClick={() => pan(0.25, 0)}>East ▶</IgrButton>
        <IgrButton variant="outlined" onClick={() => pan(0, -0.25)}>▲ North</IgrButton>
        <IgrButton variant="outlined" onClick={() => pan(0, 0.25)}>South ▼</IgrButton>
        <ToggleGroup label="Mouse drag" value={interaction} options={interactions} onChange={setInteraction} />
      </ControlBar>
      <StatusLine>
        Showing {fmt(geo)} · zoom ×{scale.toFixed(1)}. The mouse wheel zooms; Shift+drag does what plain drag does not.
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          defaultInteraction={interaction}
          windowRectChanged={(m, e) => {
            const map = m as IgrGeographicMap;
            setGeo(map.getGeographicFromZoom(e.newRect));
            setScale(1 / Math.max(e.newRect.width, 0.0001));
          }}
        >
          {landSeries("#e3ecd8", "#9fb48e")}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
