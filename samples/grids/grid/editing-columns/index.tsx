import { useState, type CSSProperties } from "react";
import { IgrCheckbox, IgrRating, IgrSelect, IgrSelectItem } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const suppliers = ["Northwind Traders", "Blue Harbor Foods", "Green Valley Farms", "Alpine Goods", "Sunrise Imports", "Old Mill Co."];

const SupplierEditor = ({ cell }: IgrCellTemplateContext) => (
  <IgrSelect value={String(cell.editValue)} style={{ width: "100%" }} onChange={(e) => e.detail?.value && (cell.editValue = e.detail.value)}>
    {suppliers.map((s) => (
      <IgrSelectItem key={s} value={s} selected={s === cell.editValue}>
        {s}
      </IgrSelectItem>
    ))}
  </IgrSelect>
);

const RatingCell = ({ cell }: IgrCellTemplateContext) => <IgrRating aria-label="Rating" value={Number(cell.value)} max={5} step={0.5} readOnly style={{ "--ig-size": "var(--ig-size-small)" } as CSSProperties} />;
const RatingEditor = ({ cell }: IgrCellTemplateContext) => (
  <IgrRating aria-label="Rating" value={Number(cell.editValue)} max={5} step={0.5} onChange={(e) => (cell.editValue = e.detail)} style={{ "--ig-size": "var(--ig-size-small)" } as CSSProperties} />
);

interface ColumnSetup {
  field: string;
  header: string;
  editor: string;
}
const setup: ColumnSetup[] = [
  { field: "name", header: "Product", editor: "text box" },
  { field: "supplier", header: "Supplier", editor: "select (template)" },
  { field: "unitPrice", header: "Unit price", editor: "currency input" },
  { field: "unitsInStock", header: "In stock", editor: "number input" },
  { field: "releaseDate", header: "Released", editor: "date picker, dd/MM/yyyy" },
  { field: "rating", header: "Rating", editor: "rating (template)" },
  { field: "discontinued", header: "Discontinued", editor: "checkbox" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const editorOptions = { dateTimeFormat: "dd/MM/yyyy" };

export default function EditingColumnsSample() {
  const [data] = useState(() => products.slice(0, 50).map((p) => ({ ...p })));
  const [editable, setEditable] = useState<Record<string, boolean>>({ name: true, supplier: true, unitPrice: true, unitsInStock: false, releaseDate: true, rating: true, discontinued: true });

  return (
    <div style={gridPage}>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px" }}>
        {setup.map((c) => (
          <IgrCheckbox key={c.field} checked={editable[c.field]} onChange={(e) => setEditable((s) => ({ ...s, [c.field]: e.detail.checked }))}>
            {c.header} <span style={{ opacity: 0.75 }}>({c.editor})</span>
          </IgrCheckbox>
        ))}
      </div>
      <Hint>Tick a column to make it editable. Each column edits with the editor for its type, a date format from editorOptions, or its own template.</Hint>
      <div style={gridArea}>
        <IgrGrid data={data} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Product" editable={editable.name} />
          <IgrColumn field="supplier" header="Supplier" editable={editable.supplier} inlineEditorTemplate={SupplierEditor} />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable={editable.unitPrice} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable={editable.unitsInStock} />
          <IgrColumn field="releaseDate" header="Released" dataType="date" editable={editable.releaseDate} editorOptions={editorOptions} />
          <IgrColumn field="rating" header="Rating" dataType="number" width="150px" editable={editable.rating} bodyTemplate={RatingCell} inlineEditorTemplate={RatingEditor} />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" editable={editable.discontinued} />
        </IgrGrid>
      </div>
    </div>
  );
}
