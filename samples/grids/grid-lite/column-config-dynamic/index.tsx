import { useState } from "react";
import { IgrButton, IgrChip } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn } from "igniteui-react/grid-lite";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, type Product } from "../_shared/products";

interface Col {
  field: keyof Product;
  header: string;
  dataType?: "number" | "string" | "boolean";
}

const all: Col[] = [
  { field: "id", header: "ID", dataType: "number" },
  { field: "name", header: "Product" },
  { field: "category", header: "Category" },
  { field: "brand", header: "Brand" },
  { field: "price", header: "Price", dataType: "number" },
  { field: "stock", header: "Stock", dataType: "number" },
  { field: "rating", header: "Rating", dataType: "number" },
  { field: "discontinued", header: "Discontinued", dataType: "boolean" },
];

export default function ColumnConfigDynamicSample() {
  // The column set is React state: the grid follows whatever columns are rendered.
  const [columns, setColumns] = useState<Col[]>(all.slice(0, 5));
  const unused = all.filter((c) => !columns.includes(c));

  const move = (index: number, by: -1) =>
    setColumns((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <div style={gridPage}>
      <ControlBar>
        <span>Columns:</span>
        {columns.map((c, i) => (
          <IgrChip
            key={c.field}
            removable
            title={i > 0 ? `Click to move ${c.header} one place left` : c.header}
            onClick={() => i > 0 && move(i, -1)}
            onRemove={() => setColumns((list) => list.filter((x) => x !== c))}
            style={{ cursor: i > 0 ? "pointer" : "default" }}
          >
            {c.header}
          </IgrChip>
        ))}
      </ControlBar>
      <ControlBar>
        <span>Add:</span>
        {unused.length === 0 && <span style={{ opacity: 0.75 }}>every column is shown</span>}
        {unused.map((c) => (
          <IgrButton key={c.field} variant="outlined" onClick={() => setColumns((list) => [...list, c])}>
            + {c.header}
          </IgrButton>
        ))}
      </ControlBar>
      <Hint>Remove a column with its chip’s ×, click a chip to move it one place left, add columns back from the list: the grid re-reads its columns each time.</Hint>
      <div style={gridArea}>
        <IgrGridLite data={products} style={gridLiteStyle}>
          {columns.map((c) => (
            <IgrGridLiteColumn key={c.field} field={c.field} header={c.header} dataType={c.dataType} sortable />
          ))}
        </IgrGridLite>
      </div>
    </div>
  );
}
