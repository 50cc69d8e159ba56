import { useRef, useState } from "react";
import type { IgRect } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { cities } from "../_shared/cities";
import { SizedBox, landSeries, mapPage, useInitialView } from "../_shared/map-page";

// Fixed zoom levels: the window's width as a share of the whole world.
const levels = { "0.5": "×2", "0.25": "×4", "0.125": "×8" } as const;
type Level = keyof typeof levels;

export default function NavigationOnlyPanningSample() {
  const map = useRef<IgrGeographicMap>(null);
  const [level, setLevel] = useState<Level>("0.25");
  const [moves, setMoves] = useState(0);
  const start = useRef({ left: -20, top: 20, width: 70, height: 45 });
  useInitialView(map, start.current);

  // Keep the window's size (the zoom) fixed: any zoom attempt is turned back into a pan around the same centre.
  function lock(m: IgrGeographicMap, r: IgRect) {
    const size = Number(level);
    if (Math.abs(r.width - size) < 1e-6) return;
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const height = (size * r.height) / r.width;
    m.windowRect = { left: cx - size / 2, top: cy - height / 2, width: size, height };
  }

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl
          label="Fixed zoom"
          value={level}
          options={Object.entries(levels).map(([value, text]) => ({ value: value as Level, text }))}
          onChange={(l) => {
            setLevel(l);
            const m = map.current;
            if (m) {
              const r = m.actualWindowRect;
              const size = Number(l);
              m.windowRect = { left: r.left + (r.width - size) / 2, top: r.top + (r.height - (size * r.height) / r.width) / 2, width: size, height: (size * r.height) / r.width };
            }
          }}
        />
      </ControlBar>
      <StatusLine>
        Drag to pan around the world; the mouse wheel and pinch do not zoom — the zoom level is chosen above only. Window moves: {moves}
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          defaultInteraction="DragPan"
          width="100%"
          height="100%"
          windowRectChanged={(m, e) => {
            setMoves((n) => n + 1);
            if (map.current?.zoomIsReady) lock(m as IgrGeographicMap, e.newRect);
          }}
        >
          {landSeries("#e3ecd8", "#9fb48e")}
          <IgrGeographicSymbolSeries
            key="cities"
            name="cities"
            dataSource={cities}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            markerType="Circle"
            markerBrush="#d9594c"
            markerOutline="#ffffff"
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
