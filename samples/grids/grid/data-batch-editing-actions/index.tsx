import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrActionStrip, IgrColumn, IgrGrid, IgrGridEditingActions } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products, type Product } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** The parts of the grid's transaction service this sample uses. */
interface Transactions {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  getTransactionLog(id?: unknown): { id: unknown; type: "add" | "update" | "delete" }[];
  getAggregatedChanges(mergeChanges: boolean): unknown[];
  onStateUpdate: { subscribe(next: () => void): { unsubscribe(): void } };
}

interface Pending {
  edits: number;
  added: number;
  updated: number;
  deleted: number;
  canUndo: boolean;
  canRedo: boolean;
}
const none: Pending = { edits: 0, added: 0, updated: 0, deleted: 0, canUndo: false, canRedo: false };

export default function DataBatchEditingActionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data] = useState(() => products.slice(0, 40).map((p) => ({ ...p })));
  const [pending, setPending] = useState<Pending>(none);
  const [committed, setCommitted] = useState(0);
  const nextId = useRef(Math.max(...data.map((p) => p.id)) + 1);

  const transactions = () => gridRef.current?.transactions as unknown as Transactions | undefined;

  // The transaction service reports every change; keep the buttons and counters in step with it.
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setInterval(() => {
      const t = transactions();
      if (!t) return;
      clearInterval(timer);
      const update = () => {
        const changes = t.getAggregatedChanges(false) as { type: string }[];
        setPending({
          edits: t.getTransactionLog().length,
          added: changes.filter((c) => c.type === "add").length,
          updated: changes.filter((c) => c.type === "update").length,
          deleted: changes.filter((c) => c.type === "delete").length,
          canUndo: t.canUndo,
          canRedo: t.canRedo,
        });
      };
      subscription = t.onStateUpdate.subscribe(update);
      // Start with a couple of pending changes to show how they look.
      gridRef.current?.updateCell(45.5, 1002, "unitPrice");
      gridRef.current?.deleteRow(1005);
      update();
    }, 100);
    return () => {
      clearInterval(timer);
      subscription?.unsubscribe();
    };
  }, []);

  const addRow = () => {
    const row: Product = { ...products[0]!, id: nextId.current++, name: "New product", unitsInStock: 0, unitsSold: 0, revenue: 0, releaseDate: new Date(2025, 5, 1), discontinued: false };
    gridRef.current?.addRow(row);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton variant="outlined" disabled={!pending.canUndo} onClick={() => transactions()?.undo()}>
          Undo
        </IgrButton>
        <IgrButton variant="outlined" disabled={!pending.canRedo} onClick={() => transactions()?.redo()}>
          Redo
        </IgrButton>
        <IgrButton variant="outlined" onClick={addRow}>
          Add a row
        </IgrButton>
        <IgrButton
          disabled={pending.edits === 0}
          onClick={() => {
            const grid = gridRef.current;
            if (!grid) return;
            setCommitted((c) => c + pending.added + pending.updated + pending.deleted);
            grid.transactions.commit(grid.data);
          }}
        >
          Commit changes
        </IgrButton>
        <IgrButton variant="outlined" disabled={pending.edits === 0} onClick={() => gridRef.current?.transactions.clear()}>
          Discard changes
        </IgrButton>
      </ControlBar>
      <Hint>
        With batch editing, edits, new rows and deletions wait as transactions: edited cells are highlighted and deleted rows struck through
        until you commit or discard them. Use the row's action strip to edit or delete.
      </Hint>
      <div style={gridArea}>
        <IgrGrid ref={gridRef} data={data} primaryKey="id" autoGenerate={false} batchEditing rowEditable height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Product" editable />
          <IgrColumn field="category" header="Category" editable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" editable />
          <IgrActionStrip>
            <IgrGridEditingActions addRow />
          </IgrActionStrip>
        </IgrGrid>
      </div>
      <Hint>
        <b>Pending:</b> {pending.edits} transaction{pending.edits === 1 ? "" : "s"} — {pending.added} added, {pending.updated} updated, {pending.deleted} deleted
        row{pending.deleted === 1 ? "" : "s"}. <b>Committed so far:</b> {committed}.
      </Hint>
    </div>
  );
}
