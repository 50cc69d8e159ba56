import { useRef, useState } from "react";
import { IgrGeographicMap, IgrGeographicPolylineSeries, IgrGeographicShapeSeries, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";
import { worldShapes } from "../../../_shared/world-shapes";
import { cities } from "../_shared/cities";
import { routes } from "../_shared/routes";
import { SizedBox, mapPage, useInitialView, views } from "../_shared/map-page";

// Three independent data sources, each bound to its own series.
const sources = {
  countries: { label: `Countries (${worldShapes.length} shapes)` },
  routes: { label: `Flight routes (${routes.length} polylines)` },
  capitals: { label: `Capitals (${cities.filter((c) => c.capital).length} points)` },
  cities: { label: `Other cities (${cities.filter((c) => !c.capital).length} points)` },
};
type Source = keyof typeof sources;

export default function BindingMultipleSourcesSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [shown, setShown] = useState<Record<Source, boolean>>({ countries: true, routes: true, capitals: true, cities: true });

  return (
    <div style={mapPage}>
      <ControlBar>
        {(Object.keys(sources) as Source[]).map((s) => (
          <SwitchControl key={s} label={sources[s].label} checked={shown[s]} onChange={(on) => setShown((v) => ({ ...v, [s]: on }))} />
        ))}
      </ControlBar>
      <StatusLine>Each series has its own dataSource: country shapes, route polylines and two city lists, drawn together on one map.</StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {/* Only series may be children of the map (no false or null), so the hidden ones are filtered out of a list. */}
          {[
            shown.countries && (
              <IgrGeographicShapeSeries key="countries" name="countries" dataSource={worldShapes} shapeMemberPath="points" shapeFill="#e9e4d8" shapeStroke="#b8c2cc" shapeStrokeThickness={0.5} />
            ),
            shown.routes && <IgrGeographicPolylineSeries key="routes" name="routes" dataSource={routes} shapeMemberPath="points" shapeStroke="#9467bd" shapeStrokeThickness={1.5} />,
            shown.capitals && (
              <IgrGeographicSymbolSeries
                key="capitals"
                name="capitals"
                dataSource={cities.filter((c) => c.capital)}
                latitudeMemberPath="lat"
                longitudeMemberPath="lon"
                markerType="Pentagram"
                markerBrush="#d9594c"
                markerOutline="#ffffff"
              />
            ),
            shown.cities && (
              <IgrGeographicSymbolSeries
                key="cities"
                name="cities"
                dataSource={cities.filter((c) => !c.capital)}
                latitudeMemberPath="lat"
                longitudeMemberPath="lon"
                markerType="Circle"
                markerBrush="#2bb3b1"
                markerOutline="#ffffff"
              />
            ),
          ].filter(Boolean)}
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
