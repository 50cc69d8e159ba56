import { useMemo, useRef, useState } from "react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";
import { IgrGeographicMap } from "igniteui-react-maps";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";
import { createLocalTileImagery, deepestLocalLevel } from "../_shared/local-tiles";

export default function DisplayCustomImagerySample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [outlines, setOutlines] = useState(false);
  const [last, setLast] = useState("");
  const [requested, setRequested] = useState(0);
  const imagery = useMemo(
    () =>
      createLocalTileImagery((level, x, y) => {
        setRequested((n) => n + 1);
        setLast(`${level}/${x}/${y}`);
      }),
    [],
  );

  return (
    <div style={mapPage}>
      <ControlBar>
        <SwitchControl label="Draw country outlines over the tiles" checked={outlines} onChange={setOutlines} />
      </ControlBar>
      <StatusLine>
        A custom imagery: its getTileImageUri event names a tile file for each level/x/y; these SVG tiles are served by the gallery
        (levels 0–{deepestLocalLevel}). Tiles asked for: {requested}
        {last ? `, last ${last}` : ""}.
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={imagery} zoomable width="100%" height="100%">
          {outlines ? [landSeries("transparent", "#1d2433")] : []}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
