import { useMemo, useState } from "react";
import { IgrInput } from "igniteui-react";
import { AzureMapsImageryStyle, IgrAzureMapsImagery } from "igniteui-react-maps";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { mapPage } from "../_shared/map-page";
import { ImageryMap } from "../_shared/imagery";

type Style = keyof typeof AzureMapsImageryStyle;
const styles: Style[] = ["Satellite", "Road", "DarkGrey", "TerraOverlay", "HybridRoadOverlay", "WeatherInfraredOverlay", "TrafficRelativeOverlay"];

export default function DisplayAzureImagerySample() {
  const [key, setKey] = useState("");
  const [style, setStyle] = useState<Style>("Satellite");
  // Azure Maps needs a subscription key: without one no imagery object is created and nothing is requested.
  const imagery = useMemo(() => {
    if (key.trim().length < 20) return null;
    const azure = new IgrAzureMapsImagery();
    azure.apiKey = key.trim();
    azure.imageryStyle = AzureMapsImageryStyle[style];
    return azure;
  }, [key, style]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <IgrInput label="Azure Maps key" value={key} type="password" style={{ width: 300 }} onInput={(e) => setKey(e.detail)} />
        <SelectControl label="Imagery style" value={style} options={styles} width={240} onChange={setStyle} />
      </ControlBar>
      <ImageryMap
        imagery={imagery}
        landFill="transparent"
        note={
          <>
            Azure Maps tiles need a subscription key and a connection to <b>atlas.microsoft.com</b>. Overlay styles (weather, traffic,
            labels) are drawn over the outlines. Until a key is entered the map shows only the country outlines.
          </>
        }
      />
    </div>
  );
}
