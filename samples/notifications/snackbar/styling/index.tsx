import { useRef, type CSSProperties } from "react";
import { IgrButton, IgrSnackbar } from "igniteui-react";
import "./styling.css";

const page: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "hidden" };

export default function SnackbarStylingSample() {
  const snackbar = useRef<IgrSnackbar>(null);

  return (
    <div style={page}>
      <div>
        <IgrButton onClick={() => void snackbar.current?.show()}>Show the snackbar</IgrButton>
      </div>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>An indigo, pill-shaped snackbar with an amber action, styled through its tokens and parts.</p>
      <IgrSnackbar ref={snackbar} className="styling-snackbar" open keepOpen actionText="Dismiss" positioning="container" onAction={() => void snackbar.current?.hide()}>
        Dark mode is now on for this device.
      </IgrSnackbar>
    </div>
  );
}
