import { useRef, useState, type CSSProperties } from "react";
import { IgrBanner, IgrButton, IgrCard, IgrCardContent, IgrCardHeader } from "igniteui-react";
import { ControlBar, StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

// The simplest banner: a message above the page content, with the built-in dismiss button.
export default function BannerSample1() {
  const banner = useRef<IgrBanner>(null);
  const [open, setOpen] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton onClick={() => void banner.current?.show().then(() => setOpen(true))}>Show banner</IgrButton>
        <IgrButton variant="outlined" onClick={() => void banner.current?.toggle().then(() => setOpen((o) => !o))}>
          Toggle banner
        </IgrButton>
      </ControlBar>
      <StatusLine>
        The banner is <b>{open ? "open" : "closed"}</b>. Its default OK button closes it.
      </StatusLine>
      <div style={{ maxWidth: 640, border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden" }}>
        <IgrBanner ref={banner} open onClosed={() => setOpen(false)}>
          You are currently offline. Changes will be saved on this device and synced when you reconnect.
        </IgrBanner>
        <IgrCard style={{ border: "none", borderRadius: 0 }}>
          <IgrCardHeader>
            <h3 slot="title">Shopping list</h3>
            <h5 slot="subtitle">Last edited 5 minutes ago</h5>
          </IgrCardHeader>
          <IgrCardContent>
            <ul style={{ margin: 0, lineHeight: 1.8 }}>
              <li>Oat milk</li>
              <li>Sourdough bread</li>
              <li>Tomatoes</li>
              <li>Coffee beans</li>
            </ul>
          </IgrCardContent>
        </IgrCard>
      </div>
    </div>
  );
}
