import { useMemo, useState } from "react";
import {
  IgrColumn,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrPaginator,
  registerI18n,
  type IResourceStrings,
  type IgrPaginatorResourceStrings,
} from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import { de, es, fr, ja } from "./resources";

// Resources are registered per language once; a grid shows the set that matches its `locale`.
registerI18n(de as IResourceStrings, "de");
registerI18n(fr as IResourceStrings, "fr");
registerI18n(es as IResourceStrings, "es");
registerI18n(ja as IResourceStrings, "ja");

type Locale = "en-US" | "de-DE" | "fr-FR" | "es-ES" | "ja-JP";
const languages: { value: Locale; text: string }[] = [
  { value: "en-US", text: "English" },
  { value: "de-DE", text: "Deutsch" },
  { value: "fr-FR", text: "Français" },
  { value: "es-ES", text: "Español" },
  { value: "ja-JP", text: "日本語" },
];
// Column headers are the sample's own data, so the sample translates them itself.
const headers: Record<Locale, [string, string, string, string, string]> = {
  "en-US": ["Product", "Category", "Unit price", "In stock", "Released"],
  "de-DE": ["Produkt", "Kategorie", "Stückpreis", "Auf Lager", "Erschienen"],
  "fr-FR": ["Produit", "Catégorie", "Prix unitaire", "En stock", "Sortie"],
  "es-ES": ["Producto", "Categoría", "Precio unitario", "En existencias", "Lanzamiento"],
  "ja-JP": ["製品", "カテゴリ", "単価", "在庫", "発売日"],
};
const resources: Record<Locale, Record<string, string>> = { "en-US": {}, "de-DE": de, "fr-FR": fr, "es-ES": es, "ja-JP": ja };

/** The paginator takes its texts as an object with igx_-prefixed keys. */
function paginatorStrings(locale: Locale): IgrPaginatorResourceStrings {
  const strings = resources[locale];
  const keys = ["label", "pager_text", "first_page_button_text", "previous_page_button_text", "last_page_button_text", "next_page_button_text"];
  return Object.fromEntries(keys.flatMap((key) => (strings[`paginator_${key}`] ? [[`igx_paginator_${key}`, strings[`paginator_${key}`]]] : [])));
}

const currency: Record<Locale, string> = { "en-US": "USD", "de-DE": "EUR", "fr-FR": "EUR", "es-ES": "EUR", "ja-JP": "JPY" };

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [5, 10, 25];

export default function LocalizationSample() {
  const [locale, setLocale] = useState<Locale>("de-DE");
  const [name, category, price, stock, released] = headers[locale];
  // The column applies every new pipeArgs object it is given: a new one only when the locale changes.
  const money = useMemo(() => ({ currencyCode: currency[locale], digitsInfo: locale === "ja-JP" ? "1.0-0" : "1.2-2" }), [locale]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<Locale> label="Language" value={locale} options={languages} onChange={setLocale} width={180} />
      </ControlBar>
      <Hint>
        The grid's <code>locale</code> picks its texts — group area, filter menus, summaries, toolbar and paginator — and formats
        numbers, currencies and dates for that language.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={products}
          primaryKey="id"
          autoGenerate={false}
          locale={locale}
          allowFiltering
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header={name} sortable groupable minWidth="190px" />
          <IgrColumn field="category" header={category} sortable groupable />
          <IgrColumn field="unitPrice" header={price} dataType="currency" pipeArgs={money} sortable hasSummary />
          <IgrColumn field="unitsInStock" header={stock} dataType="number" sortable hasSummary />
          <IgrColumn field="releaseDate" header={released} dataType="date" sortable />
          <IgrPaginator perPage={10} selectOptions={selectOptions} resourceStrings={paginatorStrings(locale)} />
        </IgrGrid>
      </div>
    </div>
  );
}
