import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrDivider, IgrList, IgrListItem } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";

const contacts = [
  { name: "Nora Berg", phone: "+47 912 34 567" },
  { name: "Tomás Rivera", phone: "+34 612 345 678" },
  { name: "Aiko Tanaka", phone: "+81 90 1234 5678" },
  { name: "Samuel Adeyemi", phone: "+234 803 123 4567" },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function DividerMiddleSample() {
  const [middle, setMiddle] = useState(true);
  const [inset, setInset] = useState(64);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Middle (inset on both ends)" checked={middle} onChange={setMiddle} />
        <SliderControl label="Inset" value={inset} min={0} max={160} step={8} format={(v) => `${v}px`} onChange={setInset} />
      </ControlBar>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 620 }}>
        The <code>--inset</code> property shortens the line from the start, e.g. to line it up with the text after an
        avatar. With <code>middle</code> the line is shortened by the same amount at both ends.
      </p>
      <IgrList style={{ maxWidth: 480, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        {contacts.map((c, i) => (
          <div key={c.name}>
            {i > 0 && <IgrDivider middle={middle} style={{ "--inset": `${inset}px` } as CSSProperties} />}
            <IgrListItem>
              <IgrAvatar slot="start" shape="circle" initials={c.name.split(" ").map((p) => p[0]).join("")} />
              <span slot="title">{c.name}</span>
              <span slot="subtitle">{c.phone}</span>
            </IgrListItem>
          </div>
        ))}
      </IgrList>
    </div>
  );
}
