import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGridState, IgrHierarchicalGrid, IgrPaginator, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const storageKey = "gallery.hierarchical-grid.state-persistence-main";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// Everything that makes sense here, child grids included.
const kept = ["sorting", "filtering", "columns", "paging", "expansion", "rowSelection", "rowIslands"];

export default function StatePersistenceMainSample() {
  const stateRef = useRef<IgrGridState>(null);
  const [status, setStatus] = useState("");
  const [gridKey, setGridKey] = useState(0);
  const ready = useRef(false);
  // Applying a saved state fires change events of its own; those saves keep quiet so the "Restored" note stays.
  const quiet = useRef(false);

  const save = () => {
    const json = ready.current ? stateRef.current?.getStateAsString(kept) : undefined;
    if (!json) return;
    try {
      localStorage.setItem(storageKey, json);
      if (!quiet.current) setStatus(`Saved automatically at ${new Date().toLocaleTimeString()}.`);
    } catch {
      setStatus("This browser does not allow localStorage.");
    }
  };

  // Restore once the grid has rendered. Nothing needs saving on the way out: every change was saved as it happened.
  useEffect(() => {
    ready.current = false;
    quiet.current = false;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      const json = localStorage.getItem(storageKey);
      if (json) {
        quiet.current = true;
        stateRef.current?.applyStateFromString(json, kept);
        setStatus("Restored the state saved last time.");
        quietTimer = setTimeout(() => (quiet.current = false), 500);
      } else {
        setStatus("No saved state yet: change something.");
      }
      ready.current = true;
    }, 300);
    return () => {
      clearTimeout(timer);
      clearTimeout(quietTimer);
    };
  }, [gridKey]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => setGridKey((k) => k + 1)}>
          Rebuild the grid (restores)
        </IgrButton>
        <IgrButton
          variant="flat"
          onClick={() => {
            localStorage.removeItem(storageKey);
            ready.current = false;
            setGridKey((k) => k + 1);
          }}
        >
          Clear saved state
        </IgrButton>
        <span style={{ fontSize: 14 }}>{status}</span>
      </ControlBar>
      <Hint>
        Sort, filter, resize, page, expand customers and sort their orders: every change is saved to localStorage as it happens, and the grid
        comes back the same when you leave this page and return, or rebuild it.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          key={gridKey}
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          allowFiltering
          rowSelection="multiple"
          onSortingDone={save}
          onFilteringDone={save}
          onColumnResized={save}
          onExpansionStatesChange={() => setTimeout(save, 0)}
          onSelectedRowsChange={save}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridState ref={stateRef} />
          <IgrColumn field="company" header="Company" minWidth="200px" sortable resizable />
          <IgrColumn field="contact" header="Contact" sortable resizable />
          <IgrColumn field="country" header="Country" sortable resizable />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} sortable resizable />
          <IgrPaginator perPage={10} onPagingDone={save} />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} onSortingDone={save} onFilteringDone={save}>
            <IgrColumn field="orderId" header="Order" formatter={String} sortable />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
            <IgrColumn field="status" header="Status" sortable />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
