import { IgrColumn, IgrGrid, IgrGridState, IgrPaginator } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { AutoSaveBar, layoutToolbar, useAutoSavedState } from "../../_shared/state-storage";
import { orders } from "../_shared/orders";

const storageKey = "gallery.grid.state-persistence-main";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [15, 25, 50];

export default function StatePersistenceMainSample() {
  // Saves the grid's state on every change and restores it when the grid is created: see _shared/state-storage.tsx.
  const { stateRef, gridKey, status, save, gridEvents, paginatorEvents, comeBack, forget } = useAutoSavedState(storageKey);

  return (
    <div style={gridPage}>
      <AutoSaveBar status={status} onComeBack={comeBack} onForget={forget} />
      <Hint>
        Sort, filter, group, pin, hide, move or resize columns, select rows, change the page: the layout is kept in localStorage. Reload the
        page or visit another sample and come back — it is still there.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          key={gridKey}
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          rowSelection="multiple"
          moving
          onGroupingDone={save}
          {...gridEvents}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridState ref={stateRef} />
          {layoutToolbar()}
          <IgrColumn field="orderId" header="Order" width="100px" sortable resizable />
          <IgrColumn field="customer" header="Customer" minWidth="200px" sortable resizable groupable />
          <IgrColumn field="country" header="Country" sortable resizable groupable />
          <IgrColumn field="shipper" header="Shipper" sortable resizable groupable />
          <IgrColumn field="status" header="Status" sortable resizable groupable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable resizable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable resizable />
          <IgrPaginator perPage={15} selectOptions={selectOptions} {...paginatorEvents} />
        </IgrGrid>
      </div>
    </div>
  );
}
