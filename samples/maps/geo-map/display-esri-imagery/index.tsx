import { useMemo, useState } from "react";
import { IgrArcGISOnlineMapImagery } from "igniteui-react-maps";
import { ControlBar, SelectControl, SwitchControl } from "../../../_shared/controls";
import { mapPage } from "../_shared/map-page";
import { ImageryMap } from "../_shared/imagery";

// Public Esri basemaps: each is an ArcGIS map service whose tiles need no key.
const services = {
  World_Imagery: "World imagery (satellite)",
  World_Street_Map: "World street map",
  World_Topo_Map: "World topographic",
  World_Physical_Map: "World physical",
  "Canvas/World_Light_Gray_Base": "Light gray canvas",
} as const;
type Service = keyof typeof services;

export default function DisplayEsriImagerySample() {
  const [online, setOnline] = useState(false);
  const [service, setService] = useState<Service>("World_Imagery");
  const imagery = useMemo(() => {
    if (!online) return null;
    const esri = new IgrArcGISOnlineMapImagery();
    esri.mapServerUri = `https://services.arcgisonline.com/ArcGIS/rest/services/${service}/MapServer`;
    return esri;
  }, [online, service]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SwitchControl label="Load Esri tiles" checked={online} onChange={setOnline} />
        <SelectControl label="Esri basemap" value={service} options={Object.entries(services).map(([value, text]) => ({ value: value as Service, text }))} width={230} onChange={setService} />
      </ControlBar>
      <ImageryMap
        imagery={imagery}
        landFill="transparent"
        note={
          <>
            The basemaps are ArcGIS Online map services at <b>services.arcgisonline.com</b> (© Esri). Until the tiles are switched on — or
            without a connection — only the country outlines are drawn.
          </>
        }
      />
    </div>
  );
}
