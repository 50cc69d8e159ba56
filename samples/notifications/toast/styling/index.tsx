import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrToast } from "igniteui-react";
import "./styling.css";

const page: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "hidden" };

export default function ToastStylingSample() {
  const toast = useRef<IgrToast>(null);
  const [kind, setKind] = useState<"success" | "error">("success");

  const show = async (next: "success" | "error") => {
    await toast.current?.hide();
    setKind(next);
    await toast.current?.show();
  };

  return (
    <div style={page}>
      <div style={{ display: "flex", gap: 8 }}>
        <IgrButton onClick={() => void show("success")}>Success toast</IgrButton>
        <IgrButton variant="outlined" onClick={() => void show("error")}>
          Error toast
        </IgrButton>
      </div>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>Green and red toasts with a border and rounded corners from the toast tokens.</p>
      <IgrToast ref={toast} open keepOpen position="middle" positioning="container" className={kind === "error" ? "styling-toast styling-error" : "styling-toast"}>
        <span style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
          <span className="material-icons">{kind === "error" ? "error" : "check_circle"}</span>
          {kind === "error" ? "Could not save: the file is locked." : "All changes saved."}
        </span>
      </IgrToast>
    </div>
  );
}
