import { useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

type Locale = "en-US" | "de-DE" | "fr-FR" | "ja-JP" | "bg-BG";
const locales: { value: Locale; text: string }[] = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "German" },
  { value: "fr-FR", text: "French" },
  { value: "ja-JP", text: "Japanese" },
  { value: "bg-BG", text: "Bulgarian" },
];
const colors = ["#e57373", "#64b5f6", "#81c784", "#ffb74d", "#ba68c8", "#4db6ac"];

/** A small inline SVG badge, so the image column needs no request. */
function badge(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="${color}"/><text x="16" y="21" font-family="sans-serif" font-size="13" font-weight="bold" fill="white" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const rows = products.slice(0, 40).map((p, i) => ({
  id: p.id,
  logo: badge(p.name.split(" ")[1]!.slice(0, 2).toUpperCase(), colors[i % colors.length]!),
  name: p.name,
  unitsInStock: p.unitsInStock,
  unitPrice: p.unitPrice,
  margin: Math.round((0.05 + ((i * 37) % 40) / 100) * 1000) / 1000,
  releaseDate: p.releaseDate,
  lastOrder: new Date(2025, i % 12, 1 + (i % 27), 8 + (i % 10), (i * 13) % 60),
  pickupTime: new Date(2025, 0, 1, 7 + (i % 11), (i * 15) % 60),
  discontinued: p.discontinued,
}));

// The component applies every new array or object it is given: one per module, not one per render.
const unitPricePipeArgs = { currencyCode: "EUR", digitsInfo: "1.2-2" };
const marginPipeArgs = { digitsInfo: "1.1-1" };

export default function ColumnDataTypesSample() {
  const [locale, setLocale] = useState<Locale>("en-US");
  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Locale" value={locale} options={locales} onChange={setLocale} />
      </ControlBar>
      <Hint>
        One column per data type: image, string, number, currency, percent, date, dateTime, time and boolean. Each formats, sorts, filters and
        edits by its type; the locale changes number, currency and date formats.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={rows} primaryKey="id" autoGenerate={false} locale={locale} allowFiltering height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="logo" header="Image" dataType="image" width="90px" filterable={false} />
          <IgrColumn field="name" header="String" dataType="string" sortable editable />
          <IgrColumn field="unitsInStock" header="Number" dataType="number" sortable editable />
          <IgrColumn field="unitPrice" header="Currency" dataType="currency" pipeArgs={unitPricePipeArgs} sortable editable />
          <IgrColumn field="margin" header="Percent" dataType="percent" pipeArgs={marginPipeArgs} sortable editable />
          <IgrColumn field="releaseDate" header="Date" dataType="date" sortable editable />
          <IgrColumn field="lastOrder" header="DateTime" dataType="dateTime" sortable editable />
          <IgrColumn field="pickupTime" header="Time" dataType="time" sortable editable />
          <IgrColumn field="discontinued" header="Boolean" dataType="boolean" sortable editable />
        </IgrGrid>
      </div>
    </div>
  );
}
