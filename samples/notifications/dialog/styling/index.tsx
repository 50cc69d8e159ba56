import { useRef, type CSSProperties } from "react";
import { IgrButton, IgrDialog } from "igniteui-react";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

export default function DialogStylingSample() {
  const dialog = useRef<IgrDialog>(null);

  return (
    <div style={page}>
      <div>
        <IgrButton onClick={() => void dialog.current?.show()}>Open the styled dialog</IgrButton>
      </div>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>The dialog opens on load; its colours, radius and backdrop come from the dialog tokens.</p>
      <IgrDialog ref={dialog} className="styling-dialog" open title="Backup complete" hideDefaultAction>
        <p style={{ margin: 0 }}>
          1,284 files (3.2 GB) were backed up to the cloud at 02:00. The next backup runs tonight.
        </p>
        <div slot="footer" style={{ display: "flex", gap: 8 }}>
          <IgrButton variant="flat" onClick={() => void dialog.current?.hide()}>
            View files
          </IgrButton>
          <IgrButton variant="flat" onClick={() => void dialog.current?.hide()}>
            Done
          </IgrButton>
        </div>
      </IgrDialog>
    </div>
  );
}
