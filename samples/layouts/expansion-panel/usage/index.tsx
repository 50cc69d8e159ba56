import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrExpansionPanel } from "igniteui-react";
import { ControlBar, StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// One collapsible section: the header toggles it, and so do the show(), hide() and toggle() methods.
export default function ExpansionPanelUsageSample() {
  const panel = useRef<IgrExpansionPanel>(null);
  const [open, setOpen] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => void panel.current?.show()}>
          show()
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => void panel.current?.hide()}>
          hide()
        </IgrButton>
        <IgrButton onClick={() => void panel.current?.toggle()}>toggle()</IgrButton>
      </ControlBar>
      <StatusLine>
        The panel is <b>{open ? "expanded" : "collapsed"}</b>. Click its header, or focus it and press Alt + ↓ / Alt + ↑.
      </StatusLine>
      <IgrExpansionPanel
        ref={panel}
        open
        style={{ maxWidth: 640, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}
        onOpened={() => setOpen(true)}
        onClosed={() => setOpen(false)}
      >
        <h3 slot="title" style={{ margin: 0, fontSize: "1.1rem" }}>
          Golden Retriever
        </h3>
        <span slot="subtitle">Medium-large gun dog · Scotland, 19th century</span>
        <p style={{ marginTop: 0 }}>
          The Golden Retriever was bred to fetch shot waterfowl such as ducks and upland game birds during hunting and
          shooting parties. Its soft mouth carries game undamaged.
        </p>
        <ul style={{ margin: 0, lineHeight: 1.7 }}>
          <li>Weight: 25 to 34 kg</li>
          <li>Life expectancy: 10 to 12 years</li>
          <li>Temperament: friendly, reliable, trustworthy</li>
        </ul>
      </IgrExpansionPanel>
    </div>
  );
}
