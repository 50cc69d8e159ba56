import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrList, IgrListHeader, IgrListItem } from "igniteui-react";
import { ChoiceControl, ControlBar, Hint, gridPage } from "../../_shared/controls";
import { contacts, initials } from "../_shared/contacts";

type Size = "small" | "medium" | "large";

export default function ListOverviewSample() {
  const [size, setSize] = useState<Size>("medium");
  const [selected, setSelected] = useState(3);
  // The list's size is a theme setting: the --ig-size custom property.
  const sizeStyle = { "--ig-size": `var(--ig-size-${size})` } as CSSProperties;
  const current = contacts.find((c) => c.id === selected);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Size"
          value={size}
          options={[
            { value: "small", text: "Small" },
            { value: "medium", text: "Medium" },
            { value: "large", text: "Large" },
          ]}
          onChange={setSize}
        />
      </ControlBar>
      <Hint>Click a contact to select it. Selected: {current?.name ?? "nobody"}.</Hint>
      <IgrList style={{ ...sizeStyle, flex: 1, minHeight: 300, overflow: "auto", border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4 }}>
        <IgrListHeader>Contacts</IgrListHeader>
        {contacts.map((c) => (
          <IgrListItem key={c.id} selected={c.id === selected} onClick={() => setSelected(c.id)} style={{ cursor: "pointer" }}>
            <IgrAvatar slot="start" initials={initials(c.name)} shape="circle" style={{ "--ig-avatar-background": `color-mix(in srgb, ${c.color} 55%, black)`, "--ig-avatar-color": "#fff" } as CSSProperties} />
            <span slot="title">{c.name}</span>
            <span slot="subtitle">{c.phone}</span>
          </IgrListItem>
        ))}
      </IgrList>
    </div>
  );
}
