import { useMemo, useState } from "react";
import { IgrInput } from "igniteui-react";
import { BingMapsImageryStyle, IgrBingMapsMapImagery } from "igniteui-react-maps";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { mapPage } from "../_shared/map-page";
import { ImageryMap } from "../_shared/imagery";

type Style = keyof typeof BingMapsImageryStyle;
const styles: Style[] = ["Aerial", "AerialWithLabels", "Road", "CanvasDark", "CanvasLight", "CanvasGray"];

export default function DisplayBingImagerySample() {
  const [key, setKey] = useState("");
  const [style, setStyle] = useState<Style>("AerialWithLabels");
  // Bing Maps needs an API key: without one no imagery object is created and nothing is requested.
  const imagery = useMemo(() => {
    if (key.trim().length < 20) return null;
    const bing = new IgrBingMapsMapImagery();
    bing.apiKey = key.trim();
    bing.imageryStyle = BingMapsImageryStyle[style];
    return bing;
  }, [key, style]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <IgrInput label="Bing Maps API key" value={key} type="password" style={{ width: 300 }} onInput={(e) => setKey(e.detail)} />
        <SelectControl label="Imagery style" value={style} options={styles} onChange={setStyle} />
      </ControlBar>
      <ImageryMap
        imagery={imagery}
        landFill="transparent"
        note={
          <>
            Bing Maps imagery needs an API key and a connection to <b>dev.virtualearth.net</b> and its tile servers
            (<b>ecn.t0–t3.tiles.virtualearth.net</b>). Until a key is entered the map shows only the country outlines.
          </>
        }
      />
    </div>
  );
}
