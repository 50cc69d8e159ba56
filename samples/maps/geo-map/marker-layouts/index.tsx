import { useMemo, useRef, useState } from "react";
import { CollisionAvoidanceType } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicSymbolSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, SliderControl, StatusLine } from "../../../_shared/controls";
import { populationPoints } from "../_shared/population-points";
import { SizedBox, landSeries, mapPage, useInitialView, views } from "../_shared/map-page";

type Avoidance = keyof typeof CollisionAvoidanceType;
const layouts: { value: Avoidance; text: string }[] = [
  { value: "None", text: "None (overlap)" },
  { value: "Omit", text: "Omit overlapping" },
  { value: "Fade", text: "Fade overlapping" },
  { value: "OmitAndShift", text: "Shift, else omit" },
  { value: "FadeAndShift", text: "Shift, else fade" },
];

export default function MarkerLayoutsSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.europe);
  const [layout, setLayout] = useState<Avoidance>("Omit");
  const [count, setCount] = useState(600);
  // Towns scattered around Europe's big cities (and the rest of the world).
  const towns = useMemo(() => populationPoints(count, 5), [count]);
  const name = `towns${layout}${count}`;

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Marker collision avoidance" value={layout} options={layouts} width={230} onChange={setLayout} />
        <SliderControl label="Markers" value={count} min={100} max={2000} step={100} onChange={setCount} />
      </ControlBar>
      <StatusLine>
        markerCollisionAvoidance decides what happens where markers would overlap: draw them all, leave some out, fade them, or
        shift them aside first. Zoom in and more markers find room.
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap ref={map} backgroundContent={null} zoomable width="100%" height="100%">
          {landSeries()}
          <IgrGeographicSymbolSeries
            key={name}
            name={name}
            dataSource={towns}
            latitudeMemberPath="lat"
            longitudeMemberPath="lon"
            markerType="Circle"
            markerBrush="#4a7fc1"
            markerOutline="#1d2433"
            markerCollisionAvoidance={CollisionAvoidanceType[layout]}
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
