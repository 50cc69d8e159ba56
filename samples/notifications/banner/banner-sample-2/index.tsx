import { useRef, useState, type CSSProperties } from "react";
import { IgrBanner, IgrButton } from "igniteui-react";
import { ControlBar, StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

// A banner with an icon in the prefix slot and its own buttons in the actions slot.
export default function BannerSample2() {
  const banner = useRef<IgrBanner>(null);
  const [wifi, setWifi] = useState(false);
  const [choice, setChoice] = useState("No choice yet.");

  const answer = (text: string, on: boolean) => {
    setChoice(text);
    setWifi(on);
    void banner.current?.hide();
  };

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton
          variant="outlined"
          onClick={() => {
            setWifi(false);
            void banner.current?.show();
          }}
        >
          Disconnect again
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Wi-Fi: <b>{wifi ? "on" : "off"}</b> · {choice}
      </StatusLine>
      <div style={{ maxWidth: 640, border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden" }}>
        <IgrBanner ref={banner} open>
          <span slot="prefix" className="material-icons" style={{ fontSize: 32 }}>
            {wifi ? "wifi" : "wifi_off"}
          </span>
          Wi-Fi is off. Turn it on to download the photos of your last trip.
          <div slot="actions" style={{ display: "flex", gap: 8 }}>
            <IgrButton variant="flat" onClick={() => answer("You chose to stay offline.", false)}>
              Continue offline
            </IgrButton>
            <IgrButton variant="flat" onClick={() => answer("Wi-Fi turned on: downloading 24 photos.", true)}>
              Turn on Wi-Fi
            </IgrButton>
          </div>
        </IgrBanner>
        <div style={{ padding: 16, display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 8 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <div
              key={i}
              style={{
                aspectRatio: "4 / 3",
                borderRadius: 6,
                background: wifi ? `linear-gradient(135deg, hsl(${i * 40} 70% 70%), hsl(${i * 40 + 60} 70% 55%))` : "var(--ig-gray-200)",
              }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
