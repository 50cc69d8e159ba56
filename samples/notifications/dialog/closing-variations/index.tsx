import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrDialog } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

// Every way a dialog can close: Escape, a click outside, the default OK action, a form with method="dialog", hide().
export default function DialogClosingVariationsSample() {
  const dialog = useRef<IgrDialog>(null);
  const [escape, setEscape] = useState(true);
  const [outside, setOutside] = useState(true);
  const [defaultAction, setDefaultAction] = useState(true);
  const [confirmClose, setConfirmClose] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const warned = useRef(false);

  const add = (line: string) => setLog((l) => [`${clock.format(new Date())}  ${line}`, ...l].slice(0, 20));

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Escape closes" checked={escape} onChange={setEscape} />
        <SwitchControl label="Click outside closes" checked={outside} onChange={setOutside} />
        <SwitchControl label="Default OK button" checked={defaultAction} onChange={setDefaultAction} />
        <SwitchControl label="Cancel the first close attempt" checked={confirmClose} onChange={setConfirmClose} />
      </ControlBar>
      <div>
        <IgrButton
          onClick={() => {
            add("show()");
            void dialog.current?.show();
          }}
        >
          Open the dialog
        </IgrButton>
      </div>
      <div style={{ flex: 1, minHeight: 160, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: "8px 12px", overflow: "auto", fontFamily: "monospace", fontSize: 13, lineHeight: 1.6 }}>
        {log.length === 0 ? <span style={{ opacity: 0.75 }}>Open the dialog and close it in different ways.</span> : log.map((l, i) => <div key={i}>{l}</div>)}
      </div>

      <IgrDialog
        ref={dialog}
        title="Session settings"
        keepOpenOnEscape={!escape}
        closeOnOutsideClick={outside}
        hideDefaultAction={!defaultAction}
        onClosing={(e) => {
          // igcClosing fires for user-initiated closing (Escape, outside click, default action) and can be cancelled.
          if (confirmClose && !warned.current) {
            warned.current = true;
            e.preventDefault();
            add("igcClosing — cancelled once; close again to confirm");
            return;
          }
          warned.current = false;
          add("igcClosing");
        }}
        onClosed={() => add(`igcClosed (returnValue: ${dialog.current?.returnValue || "none"})`)}
      >
        <p style={{ marginTop: 0 }}>Try each way of closing this dialog:</p>
        <ul style={{ lineHeight: 1.7 }}>
          <li>{escape ? "Press Escape" : "Escape is disabled"}</li>
          <li>{outside ? "Click the backdrop" : "Clicks outside are ignored"}</li>
          <li>{defaultAction ? "Press the default OK button" : "The default OK button is hidden"}</li>
          <li>Submit the form below (method="dialog")</li>
        </ul>
        <form method="dialog" style={{ display: "flex", gap: 8 }}>
          <IgrButton type="submit" variant="outlined">
            Extend session
          </IgrButton>
          <IgrButton type="button" variant="flat" onClick={() => void dialog.current?.hide().then(() => add("hide() called"))}>
            hide()
          </IgrButton>
        </form>
      </IgrDialog>
    </div>
  );
}
