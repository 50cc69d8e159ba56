import { useState, type CSSProperties } from "react";
import { IgrButtonGroup, IgrSwitch, IgrToggleButton } from "igniteui-react";
import { IgrColumn, IgrGrid, IgrPaginator } from "igniteui-react-grids";
import { products } from "../_shared/products";

type FilterMode = "quickFilter" | "excelStyleFilter";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const shortDate = { format: "mediumDate" };
// The grid defaults to the large size; medium fits more rows and columns, unless the page around the
// sample asks for a size (`--sample-size`, the gallery's Size option).
const gridStyle = { "--ig-size": "var(--sample-size, var(--ig-size-medium))" } as CSSProperties;

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [10, 15, 25, 50];

export default function GridOverviewSample() {
  const [paging, setPaging] = useState(true);
  const [filterMode, setFilterMode] = useState<FilterMode>("excelStyleFilter");

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 24, flexWrap: "wrap" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <span>Filtering</span>
          <IgrButtonGroup selection="single-required" onSelect={(e) => setFilterMode(e.detail as FilterMode)}>
            <IgrToggleButton value="excelStyleFilter" selected={filterMode === "excelStyleFilter"}>
              Excel style
            </IgrToggleButton>
            <IgrToggleButton value="quickFilter" selected={filterMode === "quickFilter"}>
              Filter row
            </IgrToggleButton>
          </IgrButtonGroup>
        </div>
        <IgrSwitch checked={paging} onChange={(e) => setPaging(e.detail.checked)}>
          Paging (off: scroll all rows)
        </IgrSwitch>
      </div>

      <div style={{ flex: 1, minHeight: 300 }}>
        <IgrGrid data={products} primaryKey="id" autoGenerate={false} allowFiltering filterMode={filterMode} height="100%" width="100%" style={gridStyle}>
          <IgrColumn field="name" header="Product" dataType="string" sortable minWidth="180px" />
          <IgrColumn field="category" header="Category" dataType="string" sortable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          <IgrColumn field="releaseDate" header="Released" dataType="date" pipeArgs={shortDate} sortable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" width="170px" sortable />
          {paging && <IgrPaginator perPage={15} selectOptions={selectOptions} />}
        </IgrGrid>
      </div>
    </div>
  );
}
