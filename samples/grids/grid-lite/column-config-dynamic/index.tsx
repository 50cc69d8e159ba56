import { useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, type Product } from "../_shared/products";

interface Column {
  field: keyof Product;
  header: string;
  dataType?: "number" | "string" | "boolean";
  width?: string;
}

const columns: Column[] = [
  { field: "id", header: "ID", dataType: "number", width: "90px" },
  { field: "name", header: "Product" },
  { field: "category", header: "Category" },
  { field: "brand", header: "Brand" },
  { field: "price", header: "Price", dataType: "number" },
  { field: "stock", header: "Stock", dataType: "number" },
  { field: "rating", header: "Rating", dataType: "number" },
  { field: "discontinued", header: "Discontinued", dataType: "boolean" },
];

/** The column properties this page changes at run time. */
interface Flags {
  hidden: boolean;
  sortable: boolean;
  filterable: boolean;
  resizable: boolean;
}
const flagNames: { key: keyof Flags; text: string }[] = [
  { key: "hidden", text: "Hidden" },
  { key: "sortable", text: "Sortable" },
  { key: "filterable", text: "Filterable" },
  { key: "resizable", text: "Resizable" },
];

function initialFlags(): Record<string, Flags> {
  return Object.fromEntries(
    columns.map((c) => [c.field, { hidden: c.field === "rating" || c.field === "discontinued", sortable: true, filterable: c.field === "name", resizable: false }]),
  );
}

export default function ColumnConfigDynamicSample() {
  const [flags, setFlags] = useState(initialFlags);
  const [field, setField] = useState<keyof Product>("name");
  const current = flags[field]!;

  const toggle = (key: keyof Flags, value: boolean) => setFlags((all) => ({ ...all, [field]: { ...all[field]!, [key]: value } }));
  const describe = (key: keyof Flags) =>
    columns
      .filter((c) => flags[c.field]![key])
      .map((c) => c.header)
      .join(", ") || "none";

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Column"
          value={field}
          options={columns.map((c) => ({ value: c.field, text: c.header }))}
          onChange={setField}
          width={170}
        />
        {flagNames.map(({ key, text }) => (
          <IgrCheckbox key={key} checked={current[key]} onChange={(e) => toggle(key, e.detail.checked)}>
            {text}
          </IgrCheckbox>
        ))}
        <IgrButton variant="outlined" onClick={() => setFlags(initialFlags())}>
          Reset columns
        </IgrButton>
      </ControlBar>
      <Hint>
        Pick a column and change its properties: the grid re-reads a column whenever one of its properties changes, so the header gains or loses
        its sort icon, its filter cell, its resize handle, or leaves the grid. Hidden: {describe("hidden")}. Filterable: {describe("filterable")}.
        Resizable: {describe("resizable")}.
      </Hint>
      <div style={gridArea}>
        <IgrGridLite data={products} style={gridLiteStyle}>
          {columns.map((c) => (
            <IgrGridLiteColumn key={c.field} field={c.field} header={c.header} dataType={c.dataType} width={c.width} {...flags[c.field]} />
          ))}
        </IgrGridLite>
      </div>
    </div>
  );
}
