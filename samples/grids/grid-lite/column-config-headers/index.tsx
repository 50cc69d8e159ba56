import { useState } from "react";
import { IgrGridLite, IgrGridLiteColumn, type IgrHeaderContext } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, type Product } from "../_shared/products";

// Plain symbols: the template renders inside the grid's shadow DOM, out of reach of icon-font classes.
const icons: Partial<Record<keyof Product, string>> = {
  name: "◆",
  category: "▦",
  brand: "⚑",
  price: "$",
  stock: "▤",
  rating: "★",
};
const notes: Partial<Record<keyof Product, string>> = { price: "USD, incl. tax", stock: "units", rating: "out of 5" };

/** A header template: an icon, the header text and a small unit line. */
const IconHeader = ({ column }: IgrHeaderContext<Product>) => {
  const field = column.field as keyof Product;
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <span
        aria-hidden="true"
        style={{ width: 22, height: 22, borderRadius: 6, display: "inline-flex", alignItems: "center", justifyContent: "center", fontSize: 13, color: "#fff", background: "var(--ig-primary-500, #1976d2)" }}
      >
        {icons[field] ?? "#"}
      </span>
      <span style={{ display: "flex", flexDirection: "column", lineHeight: 1.1 }}>
        <span>{column.header}</span>
        {notes[field] && <span style={{ fontSize: 11, fontWeight: 400, opacity: 0.65 }}>{notes[field]}</span>}
      </span>
    </span>
  );
};

export default function ColumnConfigHeadersSample() {
  const [templated, setTemplated] = useState(true);
  const [upper, setUpper] = useState(false);
  const h = (text: string) => (upper ? text.toUpperCase() : text);
  const template = templated ? IconHeader : undefined;

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Header templates" checked={templated} onChange={setTemplated} />
        <SwitchControl label="Upper-case header text" checked={upper} onChange={setUpper} />
      </ControlBar>
      <Hint>Headers show the header text of their column, or the field name when there is none (see “id”); a headerTemplate can render anything.</Hint>
      <div style={gridArea}>
        <IgrGridLite data={products} style={gridLiteStyle}>
          <IgrGridLiteColumn field="id" dataType="number" width="80px" />
          <IgrGridLiteColumn field="name" header={h("Product")} headerTemplate={template} sortable />
          <IgrGridLiteColumn field="category" header={h("Category")} headerTemplate={template} sortable />
          <IgrGridLiteColumn field="brand" header={h("Brand")} headerTemplate={template} />
          <IgrGridLiteColumn field="price" header={h("Price")} dataType="number" headerTemplate={template} sortable />
          <IgrGridLiteColumn field="stock" header={h("Stock")} dataType="number" headerTemplate={template} sortable />
          <IgrGridLiteColumn field="rating" header={h("Rating")} dataType="number" headerTemplate={template} sortable />
        </IgrGridLite>
      </div>
    </div>
  );
}
