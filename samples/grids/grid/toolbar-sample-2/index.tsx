import { useRef, useState } from "react";
import { IgrButton, IgrIconButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarExporter, IgrGridToolbarTitle } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ToolbarSample2() {
  const gridRef = useRef<IgrGrid>(null);
  const [search, setSearch] = useState("");
  const [matches, setMatches] = useState(0);

  // findNext highlights every match and moves to the next one; it returns how many there are.
  function find(text: string, back = false) {
    const grid = gridRef.current;
    if (!grid) return;
    if (!text) {
      grid.clearSearch();
      setMatches(0);
      return;
    }
    setMatches(back ? grid.findPrev(text) : grid.findNext(text));
  }

  return (
    <div style={gridPage}>
      <Hint>Anything can go into the toolbar next to the built-in parts: here a search box that highlights matches, and buttons that clear sorting and filters.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Products</IgrGridToolbarTitle>
            <div style={{ display: "flex", alignItems: "center", gap: 4, marginInline: 16 }}>
              <IgrInput
                placeholder="Search"
                value={search}
                onInput={(e) => {
                  setSearch(e.detail);
                  find(e.detail);
                }}
                onKeyDown={(e) => e.key === "Enter" && find(search, e.shiftKey)}
                style={{ width: 200 }}
              >
                <span slot="prefix" className="material-icons">
                  search
                </span>
                <span slot="suffix" style={{ fontSize: 12, opacity: 0.7 }}>
                  {search ? `${matches} found` : ""}
                </span>
              </IgrInput>
              <IgrIconButton variant="flat" aria-label="Previous match" onClick={() => find(search, true)}>
                <span className="material-icons">keyboard_arrow_up</span>
              </IgrIconButton>
              <IgrIconButton variant="flat" aria-label="Next match" onClick={() => find(search)}>
                <span className="material-icons">keyboard_arrow_down</span>
              </IgrIconButton>
            </div>
            <IgrGridToolbarActions>
              <IgrButton variant="flat" onClick={() => gridRef.current?.clearSort()}>
                <span className="material-icons" slot="prefix">
                  sort
                </span>
                Clear sorting
              </IgrButton>
              <IgrButton variant="flat" onClick={() => gridRef.current?.clearFilter()}>
                <span className="material-icons" slot="prefix">
                  filter_alt_off
                </span>
                Clear filters
              </IgrButton>
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="Products" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Product" minWidth="200px" sortable />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="supplier" header="Supplier" minWidth="170px" sortable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
