import { IgrColumn, IgrGrid, IgrGridState, IgrPaginator } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { FeatureChecklist, SaveRestoreBar, SavedStateView, useChosenFeaturesState } from "../../_shared/state-storage";
import { products } from "../_shared/products";

const storageKey = "gallery.grid.state-persistence-about";
const features = [
  { key: "sorting", text: "Sorting" },
  { key: "filtering", text: "Filtering" },
  { key: "columns", text: "Columns (order, width, pinning, hiding)" },
  { key: "paging", text: "Paging" },
  { key: "rowSelection", text: "Row selection" },
  { key: "cellSelection", text: "Cell selection" },
] as const;
type Feature = (typeof features)[number]["key"];
const initiallyChosen: Feature[] = ["sorting", "filtering", "columns", "paging"];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function StatePersistenceAboutSample() {
  const { stateRef, chosen, setChosen, saved, message, gridKey, save, restore, reset, forget } = useChosenFeaturesState(storageKey, initiallyChosen);

  return (
    <div style={gridPage}>
      <FeatureChecklist features={features} chosen={chosen} onChange={setChosen} />
      <SaveRestoreBar message={message} onSave={save} onRestore={restore} onReset={reset} onForget={forget} />
      <Hint>Sort, filter, resize, pin, hide or page the grid, save, reset the grid, then restore: only the ticked features come back.</Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrGrid
            key={gridKey}
            data={products}
            primaryKey="id"
            autoGenerate={false}
            allowFiltering
            filterMode="excelStyleFilter"
            rowSelection="multiple"
            moving
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrGridState ref={stateRef} />
            <IgrColumn field="name" header="Product" minWidth="190px" sortable resizable />
            <IgrColumn field="category" header="Category" sortable resizable />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable resizable />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable resizable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable resizable />
            <IgrPaginator perPage={15} />
          </IgrGrid>
        </div>
        <SavedStateView saved={saved} />
      </div>
    </div>
  );
}
