import { useState, type CSSProperties } from "react";
import { IgrGridLite, IgrGridLiteColumn } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products } from "../_shared/products";
import "./styling-custom-theme.css";

const accents = {
  Forest: ["#2e5d3a", "#eef5ec"],
  Canyon: ["#9c4221", "#fbefe6"],
  Glacier: ["#22577a", "#e8f3f8"],
} as const;
type Accent = keyof typeof accents;

export default function StylingCustomThemeSample() {
  const [accent, setAccent] = useState<Accent>("Forest");
  const [striped, setStriped] = useState(true);
  const [color, stripe] = accents[accent];

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Accent" value={accent} options={Object.keys(accents) as Accent[]} onChange={setAccent} width={150} />
        <SwitchControl label="Striped rows" checked={striped} onChange={setStriped} />
      </ControlBar>
      <Hint>A custom theme from CSS custom properties: colored header, warm rows, stripes, hover color and a rounded border.</Hint>
      <div style={gridArea}>
        <IgrGridLite
          data={products}
          className={`styling-custom-theme-grid${striped ? "" : " styling-custom-theme-plain"}`}
          style={{ ...gridLiteStyle, "--styling-custom-theme-accent": color, "--styling-custom-theme-stripe": stripe } as CSSProperties}
        >
          <IgrGridLiteColumn field="name" header="Product" sortable filterable />
          <IgrGridLiteColumn field="category" header="Category" sortable filterable />
          <IgrGridLiteColumn field="brand" header="Brand" sortable />
          <IgrGridLiteColumn field="price" header="Price" dataType="number" sortable />
          <IgrGridLiteColumn field="stock" header="Stock" dataType="number" sortable />
        </IgrGridLite>
      </div>
    </div>
  );
}
