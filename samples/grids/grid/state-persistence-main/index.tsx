import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrGrid,
  IgrGridState,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrPaginator,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const storageKey = "gallery.grid.state-persistence-main";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const time = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

function load(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export default function StatePersistenceMainSample() {
  const stateRef = useRef<IgrGridState>(null);
  const [gridKey, setGridKey] = useState(0);
  const [status, setStatus] = useState(load() ? "Your last layout was restored." : "Nothing saved yet: change the grid.");
  const restored = useRef(false);
  const restoring = useRef(false);

  // Every change the user makes is written to localStorage at once.
  function save() {
    if (restoring.current) return; // the grid reports the restored changes too
    const json = stateRef.current?.getStateAsString();
    if (!json) return;
    localStorage.setItem(storageKey, json);
    setStatus(`Saved at ${time.format(new Date())}.`);
  }

  // Once the grid has its columns, the saved layout is put back.
  function restore() {
    if (restored.current) return;
    restored.current = true;
    const json = load();
    if (!json) return;
    restoring.current = true;
    stateRef.current?.applyStateFromString(json);
    requestAnimationFrame(() => (restoring.current = false));
  }

  function comeBack() {
    restored.current = false;
    setGridKey((k) => k + 1);
    setStatus(load() ? "Grid recreated and its saved layout restored." : "Grid recreated: nothing was saved.");
  }

  function forget() {
    localStorage.removeItem(storageKey);
    restored.current = false;
    setGridKey((k) => k + 1);
    setStatus("Saved layout removed: the grid starts fresh.");
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={comeBack}>Leave and come back</IgrButton>
        <IgrButton variant="flat" onClick={forget}>
          Forget my layout
        </IgrButton>
        <span style={{ fontSize: 14 }}>{status}</span>
      </ControlBar>
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
          onChildrenResolved={restore}
          onSortingDone={save}
          onFilteringDone={save}
          onGroupingDone={save}
          onColumnPinned={save}
          onColumnVisibilityChanged={save}
          onColumnMovingEnd={save}
          onColumnResized={save}
          onSelectedRowsChange={save}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridState ref={stateRef} />
          <IgrGridToolbar>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" width="100px" sortable resizable />
          <IgrColumn field="customer" header="Customer" minWidth="200px" sortable resizable groupable />
          <IgrColumn field="country" header="Country" sortable resizable groupable />
          <IgrColumn field="shipper" header="Shipper" sortable resizable groupable />
          <IgrColumn field="status" header="Status" sortable resizable groupable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable resizable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable resizable />
          {/* The grid takes the new page after the paginator reports it, so the state is read a frame later. */}
          <IgrPaginator perPage={15} selectOptions={[15, 25, 50]} onPageChange={() => requestAnimationFrame(save)} onPerPageChange={() => requestAnimationFrame(save)} />
        </IgrGrid>
      </div>
    </div>
  );
}
