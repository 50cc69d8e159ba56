import type { CSSProperties } from "react";
import { IgrBanner, IgrButton } from "igniteui-react";
import "./styling.css";

const page: CSSProperties = { display: "grid", alignContent: "start", height: "100%", gap: 20, padding: 16, boxSizing: "border-box", overflow: "auto", maxWidth: 720 };

export default function BannerStylingSample() {
  return (
    <div style={page}>
      <IgrBanner className="banner-styling-banner" open>
        <span slot="prefix" className="material-icons" style={{ fontSize: 30 }}>
          warning_amber
        </span>
        Your storage is 92% full. Free up space or upgrade your plan to keep syncing.
        <IgrButton slot="actions" variant="flat">
          Manage storage
        </IgrButton>
      </IgrBanner>
      <IgrBanner className="banner-styling-banner banner-styling-danger" open>
        <span slot="prefix" className="material-icons" style={{ fontSize: 30 }}>
          error_outline
        </span>
        Payment failed: the card ending in 4242 has expired.
        <IgrButton slot="actions" variant="flat">
          Update card
        </IgrButton>
      </IgrBanner>
    </div>
  );
}
