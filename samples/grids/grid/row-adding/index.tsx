import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrActionStrip, IgrColumn, IgrGrid, IgrGridEditingActions, type IgrRowDataCancelableEventArgs } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function RowAddingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data] = useState(() => products.slice(0, 30).map(({ id, name, category, unitPrice, unitsInStock, discontinued }) => ({ id, name, category, unitPrice, unitsInStock, discontinued })));
  const [log, setLog] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const nextId = useRef(Math.max(...data.map((d) => d.id)) + 1);

  // The new row gets its key and starting values before it is committed; cancel refuses rows without a name.
  function onRowAdd(e: IgrRowDataCancelableEventArgs) {
    const row = e.detail.rowData as Record<string, unknown>;
    if (!String(row.name ?? "").trim()) {
      e.detail.cancel = true;
      setLog((l) => ["Refused a row without a product name.", ...l]);
      return;
    }
    row.id = nextId.current++;
    row.category ||= "Uncategorized";
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => gridRef.current?.beginAddRowByIndex(0)}>Add a row at the top</IgrButton>
        <IgrButton variant="outlined" disabled={selected === null} onClick={() => selected !== null && gridRef.current?.beginAddRowById(selected)}>
          Add below the selected row
        </IgrButton>
      </ControlBar>
      <Hint>Or hover a row and use the action strip's add button. Fill in the new row and press Enter or Done; Escape or Cancel drops it.</Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrGrid
            ref={gridRef}
            data={data}
            primaryKey="id"
            autoGenerate={false}
            rowEditable
            rowSelection="single"
            onRowSelectionChanging={(e) => setSelected((e.detail.newSelection[0] as number | undefined) ?? null)}
            onRowAdd={onRowAdd}
            onRowAdded={(e) => {
              const row = e.detail.rowData as { id: number; name: string };
              setLog((l) => [`Added #${row.id} ${row.name}`, ...l].slice(0, 30));
            }}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="id" header="ID" editable={false} width="90px" />
            <IgrColumn field="name" header="Product" editable minWidth="190px" />
            <IgrColumn field="category" header="Category" editable />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
            <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" editable />
            <IgrActionStrip>
              <IgrGridEditingActions addRow />
            </IgrActionStrip>
          </IgrGrid>
        </div>
        <EventLog title="Added rows" entries={log} style={{ width: 240 }} />
      </div>
    </div>
  );
}
