import { useMemo, useState } from "react";
import { IgrOpenStreetMapImagery } from "igniteui-react-maps";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";
import { mapPage } from "../_shared/map-page";
import { ImageryMap } from "../_shared/imagery";

export default function DisplayOsmImagerySample() {
  // Off at first: the tiles come from an outside host, so the page asks before contacting it.
  const [online, setOnline] = useState(false);
  const [opacity, setOpacity] = useState(1);
  // OpenStreetMap's standard tiles: free to use with attribution, no key needed.
  const imagery = useMemo(() => {
    if (!online) return null;
    const osm = new IgrOpenStreetMapImagery();
    osm.opacity = opacity;
    return osm;
  }, [online, opacity]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SwitchControl label="Load OpenStreetMap tiles" checked={online} onChange={setOnline} />
        <SliderControl label="Imagery opacity" value={opacity} min={0.2} max={1} step={0.1} onChange={setOpacity} />
      </ControlBar>
      <ImageryMap
        imagery={imagery}
        note={
          <>
            The imagery needs a connection to <b>tile.openstreetmap.org</b> (© OpenStreetMap contributors). Until it is switched on — or
            without a connection — the map shows only the country outlines.
          </>
        }
      />
    </div>
  );
}
