import { useState, type CSSProperties } from "react";
import { IgrButton, IgrTab, IgrTabs } from "igniteui-react";
import { ControlBar, SliderControl, StatusLine } from "../../../_shared/controls";

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// More tabs than fit: the strip scrolls, with scroll buttons at both ends.
export default function TabsScrollingSample() {
  const [width, setWidth] = useState(520);
  const [years, setYears] = useState(2);
  const [selected, setSelected] = useState("");

  const labels = Array.from({ length: years }, (_, y) => months.map((m) => `${m.slice(0, 3)} ${2025 + y}`)).flat();

  return (
    <div style={page}>
      <ControlBar>
        <SliderControl label="Strip width" value={width} min={240} max={960} step={20} format={(v) => `${v}px`} onChange={setWidth} />
        <IgrButton variant="outlined" disabled={years >= 4} onClick={() => setYears((y) => y + 1)}>
          Add a year of tabs
        </IgrButton>
      </ControlBar>
      <StatusLine>
        {labels.length} tabs. Selected: <b>{selected || labels[0]}</b>. Use the arrow buttons, the mouse wheel or the keyboard to scroll.
      </StatusLine>
      <IgrTabs key={years} style={{ width, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }} onChange={(e) => setSelected(e.detail.label)}>
        {labels.map((l, i) => (
          <IgrTab key={l} label={l} selected={i === 0}>
            <p style={{ margin: 0, padding: 16 }}>Sales report for {l}.</p>
          </IgrTab>
        ))}
      </IgrTabs>
    </div>
  );
}
