import { useMemo, useState } from "react";
import { IgrInput } from "igniteui-react";
import {
  AzureMapsImageryStyle,
  BingMapsImageryStyle,
  IgrArcGISOnlineMapImagery,
  IgrAzureMapsImagery,
  IgrBingMapsMapImagery,
  IgrOpenStreetMapImagery,
  type IgrGeographicMapImagery,
} from "igniteui-react-maps";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { mapPage } from "../_shared/map-page";
import { ImageryMap } from "../_shared/imagery";
import { createLocalTileImagery } from "../_shared/local-tiles";

const providers = {
  local: { text: "Gallery tiles (offline)", host: "the gallery itself", needsKey: false },
  none: { text: "No imagery", host: "", needsKey: false },
  osm: { text: "OpenStreetMap", host: "tile.openstreetmap.org", needsKey: false },
  esriImagery: { text: "Esri World Imagery", host: "services.arcgisonline.com", needsKey: false },
  esriTopo: { text: "Esri World Topographic", host: "services.arcgisonline.com", needsKey: false },
  bing: { text: "Bing Maps aerial", host: "dev.virtualearth.net and ecn.t0–t3.tiles.virtualearth.net", needsKey: true },
  azure: { text: "Azure Maps satellite", host: "atlas.microsoft.com", needsKey: true },
} as const;
type Provider = keyof typeof providers;

function createImagery(provider: Provider, key: string): IgrGeographicMapImagery | null {
  switch (provider) {
    case "local":
      return createLocalTileImagery();
    case "osm":
      return new IgrOpenStreetMapImagery();
    case "esriImagery":
    case "esriTopo": {
      const esri = new IgrArcGISOnlineMapImagery();
      const service = provider === "esriImagery" ? "World_Imagery" : "World_Topo_Map";
      esri.mapServerUri = `https://services.arcgisonline.com/ArcGIS/rest/services/${service}/MapServer`;
      return esri;
    }
    case "bing": {
      if (key.length < 20) return null;
      const bing = new IgrBingMapsMapImagery();
      bing.apiKey = key;
      bing.imageryStyle = BingMapsImageryStyle.AerialWithLabels;
      return bing;
    }
    case "azure": {
      if (key.length < 20) return null;
      const azure = new IgrAzureMapsImagery();
      azure.apiKey = key;
      azure.imageryStyle = AzureMapsImageryStyle.Satellite;
      return azure;
    }
    default:
      return null;
  }
}

export default function DisplayAllImagerySample() {
  const [provider, setProvider] = useState<Provider>("local");
  const [key, setKey] = useState("");
  const imagery = useMemo(() => createImagery(provider, key.trim()), [provider, key]);
  const info = providers[provider];

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl
          label="Imagery"
          value={provider}
          options={Object.entries(providers).map(([value, p]) => ({ value: value as Provider, text: p.text }))}
          width={240}
          onChange={setProvider}
        />
        {info.needsKey && <IgrInput label="API key" type="password" value={key} style={{ width: 280 }} onInput={(e) => setKey(e.detail)} />}
      </ControlBar>
      <ImageryMap
        key={provider}
        imagery={imagery}
        landFill="transparent"
        note={
          provider === "none" ? (
            "No background imagery: only the country outlines."
          ) : provider === "local" ? (
            "SVG tiles served by the gallery itself (zoom levels 0–3), through a custom imagery: works offline."
          ) : (
            <>
              {info.text} tiles come from <b>{info.host}</b>
              {info.needsKey ? " and need an API key" : ""}. Without them the map shows the country outlines only.
            </>
          )
        }
      />
    </div>
  );
}
