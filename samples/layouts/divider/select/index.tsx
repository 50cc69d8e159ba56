import { useState, type CSSProperties } from "react";
import { IgrDivider, IgrSelect, IgrSelectHeader, IgrSelectItem } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const groups = [
  { title: "Fruit", items: ["Apple", "Banana", "Mango", "Pear"] },
  { title: "Vegetables", items: ["Carrot", "Broccoli", "Spinach"] },
  { title: "Dairy", items: ["Milk", "Yogurt", "Cheddar"] },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// Dividers placed between the groups of a select's drop-down list.
export default function DividerSelectSample() {
  const [value, setValue] = useState("Mango");
  const [dividers, setDividers] = useState(true);
  const [type, setType] = useState<"solid" | "dashed">("solid");
  const [open, setOpen] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Dividers between groups" checked={dividers} onChange={setDividers} />
        <ToggleGroup label="Divider type" value={type} options={["solid", "dashed"] as const} onChange={setType} />
      </ControlBar>
      <StatusLine>
        Picked: <b>{value}</b>
      </StatusLine>
      <IgrSelect
        label="Grocery item"
        value={value}
        open={open}
        style={{ width: 280 }}
        onChange={(e) => setValue(e.detail.value)}
        onOpened={() => setOpen(true)}
        onClosed={() => setOpen(false)}
      >
        {groups.map((g, i) => [
          i > 0 && dividers ? <IgrDivider key={`d-${g.title}`} type={type} /> : null,
          <IgrSelectHeader key={`h-${g.title}`}>{g.title}</IgrSelectHeader>,
          ...g.items.map((item) => (
            <IgrSelectItem key={item} value={item} selected={item === value}>
              {item}
            </IgrSelectItem>
          )),
        ])}
      </IgrSelect>
    </div>
  );
}
