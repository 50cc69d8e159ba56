import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrToast, type NotificationPositioning } from "igniteui-react";
import { ControlBar, SliderControl, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";

type Position = "top" | "middle" | "bottom";

const page: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "hidden" };
const messages = ["Link copied to the clipboard.", "Settings saved.", "3 new followers today."];

// Every property of the toast, with the JSX it produces.
export default function ToastPropertiesSample() {
  const toast = useRef<IgrToast>(null);
  const [displayTime, setDisplayTime] = useState(4000);
  const [keepOpen, setKeepOpen] = useState(true);
  const [position, setPosition] = useState<Position>("middle");
  const [positioning, setPositioning] = useState<NotificationPositioning>("container");
  const [text, setText] = useState(0);

  const show = async () => {
    await toast.current?.hide();
    setText((n) => (n + 1) % messages.length);
    await toast.current?.show();
  };

  const jsx = `<IgrToast displayTime={${displayTime}} keepOpen={${keepOpen}} position="${position}" positioning="${positioning}">`;

  return (
    <div style={page}>
      <ControlBar>
        <SliderControl label="displayTime" value={displayTime} min={1000} max={10000} step={500} format={(v) => `${v} ms`} onChange={setDisplayTime} />
        <SwitchControl label="keepOpen" checked={keepOpen} onChange={setKeepOpen} />
        <ToggleGroup label="position" value={position} options={["top", "middle", "bottom"] as const} onChange={setPosition} />
        <ToggleGroup label="positioning" value={positioning} options={["container", "viewport"] as const} onChange={setPositioning} />
      </ControlBar>
      <ControlBar>
        <IgrButton onClick={() => void show()}>show()</IgrButton>
        <IgrButton variant="outlined" onClick={() => void toast.current?.hide()}>
          hide()
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => void toast.current?.toggle()}>
          toggle()
        </IgrButton>
      </ControlBar>
      <StatusLine>
        <code>{jsx}</code>
      </StatusLine>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 640 }}>
        With <code>container</code> positioning the toast is placed inside this sample's box; with <code>viewport</code> it
        is placed in the browser window.
      </p>
      <IgrToast ref={toast} open displayTime={displayTime} keepOpen={keepOpen} position={position} positioning={positioning}>
        {messages[text]}
      </IgrToast>
    </div>
  );
}
