import { useEffect, useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrButtonGroup, IgrSlider, IgrSwitch, IgrToast, IgrToggleButton } from "igniteui-react";

type Position = "top" | "middle" | "bottom";

const positions: Position[] = ["top", "middle", "bottom"];

const messages = [
  { action: "Save draft", text: "Draft saved." },
  { action: "Send message", text: "Message sent to 3 recipients." },
  { action: "Delete file", text: "report-q3.pdf moved to the trash." },
  { action: "Go offline", text: "Connection lost. Changes will sync later." },
];

const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };
const label: CSSProperties = { fontWeight: 600 };

export default function ToastOverviewSample() {
  const toast = useRef<IgrToast>(null);
  const [message, setMessage] = useState("");
  const [displayTime, setDisplayTime] = useState(3000);
  const [keepOpen, setKeepOpen] = useState(false);
  const [position, setPosition] = useState<Position>("bottom");

  const notify = async (text: string) => {
    const element = toast.current;
    if (!element) {
      return;
    }
    // show() does nothing while the toast is open: close it first so the new message restarts the timer.
    await element.hide();
    setMessage(text);
    await element.show();
  };

  // Greet with a first toast so the page shows one right away.
  useEffect(() => {
    void notify("Pick an action above to show a toast.");
  }, []);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" }}>
      <div style={{ ...row, gap: 32 }}>
        <div style={{ ...row, minWidth: 320 }}>
          <span style={label}>Display time</span>
          <IgrSlider
            aria-label="Display time"
            min={1000}
            max={10000}
            step={500}
            value={displayTime}
            disabled={keepOpen}
            valueFormat="{0} ms"
            style={{ flex: 1, minWidth: 180 }}
            onInput={(e) => setDisplayTime(e.detail)}
          />
          <span style={{ minWidth: 48 }}>{(displayTime / 1000).toFixed(1)} s</span>
        </div>
        <IgrSwitch checked={keepOpen} onChange={(e) => setKeepOpen(e.detail.checked)}>
          Keep open
        </IgrSwitch>
        <div style={row}>
          <span style={label}>Position</span>
          <IgrButtonGroup selection="single-required" onSelect={(e) => setPosition(e.detail as Position)}>
            {positions.map((p) => (
              <IgrToggleButton key={p} value={p} selected={p === position}>
                {p}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
      </div>

      <div style={row}>
        {messages.map((m) => (
          <IgrButton key={m.action} onClick={() => void notify(m.text)}>
            {m.action}
          </IgrButton>
        ))}
        <IgrButton variant="outlined" onClick={() => void toast.current?.hide()}>
          Hide toast
        </IgrButton>
      </div>

      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>
        {keepOpen
          ? "The toast stays until you press Hide toast or show another message."
          : `The toast closes by itself after ${displayTime / 1000} seconds.`}
      </p>

      {/* "container" places the toast inside this sample's box instead of the whole window. */}
      <IgrToast ref={toast} displayTime={displayTime} keepOpen={keepOpen} position={position} positioning="container">
        {message}
      </IgrToast>
    </div>
  );
}
