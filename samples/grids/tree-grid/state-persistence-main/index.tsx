import { IgrColumn, IgrGridState, IgrPaginator, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { AutoSaveBar, layoutToolbar, useAutoSavedState } from "../../_shared/state-storage";
import { orders } from "../_shared/orders";

const storageKey = "gallery.tree-grid.state-persistence-main";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [15, 25, 50];

export default function TreeGridStatePersistenceMainSample() {
  // Saves the grid's state on every change and restores it when the grid is created: see _shared/state-storage.tsx.
  const { stateRef, gridKey, status, saveNextFrame, gridEvents, paginatorEvents, comeBack, forget } = useAutoSavedState(storageKey);

  return (
    <div style={gridPage}>
      <AutoSaveBar status={status} onComeBack={comeBack} onForget={forget} />
      <Hint>
        Expand or collapse orders, sort, filter, pin, hide, move or resize columns, select rows, change the page: the layout is kept in
        localStorage. Reload the page or visit another sample and come back — it is still there.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={gridKey}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          rowSelection="multipleCascade"
          moving
          expansionDepth={0}
          onRowToggle={saveNextFrame}
          {...gridEvents}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridState ref={stateRef} />
          {layoutToolbar()}
          <IgrColumn field="name" header="Customer / product" minWidth="220px" sortable resizable />
          <IgrColumn field="category" header="Category" sortable resizable />
          <IgrColumn field="shipCountry" header="Ship to" sortable resizable />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable resizable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable resizable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable resizable />
          <IgrPaginator perPage={15} selectOptions={selectOptions} {...paginatorEvents} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
