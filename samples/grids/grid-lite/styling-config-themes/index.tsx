import { useState, type CSSProperties } from "react";
import { IgrThemeProvider } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products } from "../_shared/products";

type Theme = "bootstrap" | "material" | "fluent" | "indigo";
type Size = "small" | "medium" | "large";

export default function StylingConfigThemesSample() {
  const [theme, setTheme] = useState<Theme>("material");
  const [size, setSize] = useState<Size>("medium");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Design system"
          value={theme}
          options={[
            { value: "bootstrap", text: "Bootstrap" },
            { value: "material", text: "Material" },
            { value: "fluent", text: "Fluent" },
            { value: "indigo", text: "Indigo" },
          ]}
          onChange={setTheme}
          width={170}
        />
        <SelectControl label="Size" value={size} options={["small", "medium", "large"] as const} onChange={setSize} width={140} />
      </ControlBar>
      <Hint>
        An IgrThemeProvider gives the grid its own design system, independent of the gallery’s theme; the size comes from --ig-size. Compare
        header weight, row height and the filter row.
      </Hint>
      <div style={gridArea}>
        <IgrThemeProvider theme={theme} key={theme} style={{ display: "contents" }}>
          <IgrGridLite data={products} style={{ ...gridLiteStyle, "--ig-size": `var(--ig-size-${size})` } as CSSProperties}>
            <IgrGridLiteColumn field="name" header="Product" sortable filterable />
            <IgrGridLiteColumn field="category" header="Category" sortable filterable />
            <IgrGridLiteColumn field="brand" header="Brand" sortable />
            <IgrGridLiteColumn field="price" header="Price" dataType="number" sortable filterable />
            <IgrGridLiteColumn field="stock" header="Stock" dataType="number" sortable />
          </IgrGridLite>
        </IgrThemeProvider>
      </div>
    </div>
  );
}
