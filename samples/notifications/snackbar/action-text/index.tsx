import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrInput, IgrSnackbar } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "hidden" };

// actionText puts a button in the snackbar; pressing it fires igcAction. An element in the "action" slot replaces it.
export default function SnackbarActionTextSample() {
  const snackbar = useRef<IgrSnackbar>(null);
  const [actionText, setActionText] = useState("Retry");
  const [slotted, setSlotted] = useState(false);
  const [actions, setActions] = useState(0);

  const show = async () => {
    await snackbar.current?.hide();
    await snackbar.current?.show();
  };

  return (
    <div style={page}>
      <ControlBar>
        <IgrInput label="actionText" value={actionText} style={{ width: 200 }} onInput={(e) => setActionText(e.detail)} />
        <SwitchControl label="Use the action slot instead" checked={slotted} onChange={setSlotted} />
        <IgrButton onClick={() => void show()}>Send message</IgrButton>
      </ControlBar>
      <StatusLine>
        igcAction fired <b>{actions}</b> time(s).{" "}
        {actionText ? "" : "With an empty actionText the snackbar shows no button."}
      </StatusLine>
      <IgrSnackbar ref={snackbar} open keepOpen actionText={slotted ? undefined : actionText} positioning="container" onAction={() => setActions((n) => n + 1)}>
        Message not sent: no connection.
        {slotted && (
          <IgrButton slot="action" variant="outlined" onClick={() => setActions((n) => n + 1)}>
            <span className="material-icons" slot="prefix" style={{ fontSize: 18 }}>
              refresh
            </span>
            {actionText || "Retry"}
          </IgrButton>
        )}
      </IgrSnackbar>
    </div>
  );
}
