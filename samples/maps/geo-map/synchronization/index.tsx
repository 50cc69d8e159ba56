import { useRef, useState } from "react";
import type { IgRect } from "igniteui-react-core";
import { IgrGeographicMap, IgrGeographicShapeSeries, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { worldShapes, type CountryShape } from "../../../_shared/world-shapes";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";
import { cities, continentColors } from "../_shared/cities";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

function same(a: IgRect, b: IgRect) {
  return Math.abs(a.left - b.left) < 1e-6 && Math.abs(a.top - b.top) < 1e-6 && Math.abs(a.width - b.width) < 1e-6 && Math.abs(a.height - b.height) < 1e-6;
}

export default function SynchronizationSample() {
  const left = useRef<IgrGeographicMap>(null);
  const right = useRef<IgrGeographicMap>(null);
  useInitialView(left, views.europe);
  const [synced, setSynced] = useState(true);

  // Both maps show the same world extent, so one window rectangle (in 0..1 world coordinates) fits both:
  // whichever map moves stores its window, and the other map takes it as its windowRect.
  const [shared, setShared] = useState<IgRect | null>(null);
  function moved(rect: IgRect) {
    if (!synced) return;
    setShared((old) => (old && same(old, rect) ? old : rect));
  }

  const half = { flex: 1, minWidth: 0, minHeight: 300 };
  return (
    <div style={mapPage}>
      <ControlBar>
        <SwitchControl label="Synchronize the maps" checked={synced} onChange={setSynced} />
      </ControlBar>
      <StatusLine>Pan or zoom either map: with synchronization on, the other map shows the same window (cities on the left, continents on the right).</StatusLine>
      <div style={{ flex: 1, display: "flex", gap: 8, minHeight: 300 }}>
        <SizedBox style={half}>
          <IgrGeographicMap ref={left} backgroundContent={null} zoomable width="100%" height="100%" windowRectChanged={(_m, e) => moved(e.newRect)}
            {...(synced && shared ? { windowRect: shared } : {})}>
            {landSeries()}
            <IgrGeographicSymbolSeries
              key="cities"
              name="cities"
              dataSource={cities}
              latitudeMemberPath="lat"
              longitudeMemberPath="lon"
              markerType="Circle"
              markerBrush={continentColors.Europe}
              markerOutline="#ffffff"
            />
          </IgrGeographicMap>
        </SizedBox>
        <SizedBox style={half}>
          <IgrGeographicMap ref={right} backgroundContent={null} zoomable width="100%" height="100%" windowRectChanged={(_m, e) => moved(e.newRect)}
            {...(synced && shared ? { windowRect: shared } : {})}>
            <IgrGeographicShapeSeries
              key="political"
              name="political"
              dataSource={worldShapes}
              shapeMemberPath="points"
              shapeStroke="#ffffff"
              shapeStrokeThickness={0.6}
              styleShape={(_s, e) => {
                const shape = e.item as CountryShape;
                e.shapeFill = shape.continent === "Antarctica" ? "#e6ecf2" : continentColors[shape.continent];
              }}
            />
          </IgrGeographicMap>
        </SizedBox>
      </div>
    </div>
  );
}
