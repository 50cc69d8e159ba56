import { useState, type CSSProperties } from "react";
import { IgrDivider } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";

const items = [
  { name: "Margherita pizza", price: 11.5 },
  { name: "Caesar salad", price: 8.9 },
  { name: "Lemonade (x2)", price: 7.0 },
  { name: "Tiramisu", price: 6.5 },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const row: CSSProperties = { display: "flex", justifyContent: "space-between", padding: "6px 0" };

// A receipt: dashed dividers mark the tear-off lines, a solid one sets off the total.
export default function DividerDashedSample() {
  const [dashed, setDashed] = useState(true);
  const subtotal = items.reduce((sum, i) => sum + i.price, 0);
  const tip = subtotal * 0.15;
  const type = dashed ? "dashed" : "solid";

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Dashed lines" checked={dashed} onChange={setDashed} />
      </ControlBar>
      <div style={{ width: 340, padding: 20, background: "var(--ig-surface-500)", border: "1px solid var(--ig-gray-300)", fontFamily: "monospace", fontSize: 14 }}>
        <div style={{ textAlign: "center", fontWeight: 700, fontSize: 16 }}>TRATTORIA LUNA</div>
        <div style={{ textAlign: "center", marginBottom: 8 }}>Table 7 · 19:42</div>
        <IgrDivider type={type} />
        {items.map((i) => (
          <div key={i.name} style={row}>
            <span>{i.name}</span>
            <span>${i.price.toFixed(2)}</span>
          </div>
        ))}
        <IgrDivider type={type} />
        <div style={row}>
          <span>Subtotal</span>
          <span>${subtotal.toFixed(2)}</span>
        </div>
        <div style={row}>
          <span>Tip 15%</span>
          <span>${tip.toFixed(2)}</span>
        </div>
        <IgrDivider style={{ "--color": "var(--ig-gray-800)" } as CSSProperties} />
        <div style={{ ...row, fontWeight: 700 }}>
          <span>Total</span>
          <span>${(subtotal + tip).toFixed(2)}</span>
        </div>
        <IgrDivider type={type} />
        <div style={{ textAlign: "center", marginTop: 8 }}>Grazie e arrivederci!</div>
      </div>
    </div>
  );
}
