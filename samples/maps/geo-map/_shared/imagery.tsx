// The frame of the imagery samples: the map with its background imagery, the country outlines drawn
// over it (so the map still shows the world when the tile server cannot be reached), and a note
// saying which outside host the imagery needs.
import { useRef, useState, type ReactElement, type ReactNode } from "react";
import {
  IgrArcGISOnlineMapImageryModule,
  IgrAzureMapsImageryModule,
  IgrBingMapsMapImageryModule,
  IgrCustomMapImageryModule,
  IgrGeographicMap,
  IgrOpenStreetMapImageryModule,
  type IgrGeographicMapImagery,
} from "igniteui-react-maps";
import { StatusLine } from "../../../_shared/controls";
import { SizedBox, landSeries, useInitialView, views } from "./map-page";

// Each imagery type has its own module; the map module does not register them.
IgrOpenStreetMapImageryModule.register();
IgrArcGISOnlineMapImageryModule.register();
IgrBingMapsMapImageryModule.register();
IgrAzureMapsImageryModule.register();
IgrCustomMapImageryModule.register();

interface ImageryMapProps {
  imagery: IgrGeographicMapImagery | null;
  /** What the imagery needs, shown under the controls. */
  note: ReactNode;
  /** Country fill over the imagery; the outlines are always drawn. */
  landFill?: string;
  view?: { left: number; top: number; width: number; height: number };
  /** More series over the outlines (the map accepts only series as children: no null or undefined). */
  series?: ReactElement[];
}

export function ImageryMap({ imagery, note, landFill = "rgba(244, 241, 234, 0.25)", view = views.world, series = [] }: ImageryMapProps) {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, view);
  const [tiles, setTiles] = useState(0);
  return (
    <>
      <StatusLine>
        {note} {imagery ? `Tiles ready: ${tiles} time(s).` : ""}
      </StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={imagery}
          zoomable
          width="100%"
          height="100%"
          imageTilesReady={() => setTiles((n) => n + 1)}
        >
          {[landSeries(landFill, "#5a6b7b"), ...series]}
        </IgrGeographicMap>
      </SizedBox>
    </>
  );
}
