import { useCallback, useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTemplateColumn, IgrTextColumn, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

IgrDataGridModule.register();

type Row = Employee & { isPinned: boolean };

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["id"];

export default function RowPinningSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  // The sample's own copy of the rows, with a flag the pin column shows.
  const [rows] = useState<Row[]>(() => employees.map((e) => ({ ...e, isPinned: false })));
  const [pinned, setPinned] = useState<Row[]>([]);

  // Pinned rows stay at the top; the same item also remains in place, dimmed, in the scrolling rows.
  const update = (change: (grid: IgrDataGrid) => void) => {
    const grid = gridRef.current;
    if (!grid) return;
    change(grid);
    const now = grid.pinnedItems.toArray() as Row[];
    setPinned(now);
    // Keep each row's isPinned flag in step (toggle reads it) and tell the grid about the change.
    rows.forEach((row, index) => {
      const on = now.includes(row);
      if (row.isPinned === on) return;
      const old = { ...row };
      row.isPinned = on;
      grid.notifySetItem(index, old, row);
    });
  };

  const toggle = (item: Row) =>
    update((grid) => {
      if (item.isPinned) grid.pinnedItems.remove(item);
      else grid.pinnedItems.add(item);
    });

  const pinTopSellers = () =>
    update((grid) => {
      grid.pinnedItems.clear();
      for (const e of [...rows].sort((a, b) => b.sales - a.sales).slice(0, 3)) grid.pinnedItems.add(e);
    });

  const clear = () => update((grid) => grid.pinnedItems.clear());

  // One stable template: a toggle button in every row (the pinned rows themselves show the state).
  const PinCell = useCallback(({ dataContext }: IIgrCellTemplateProps) => {
    const item = dataContext.rowItem as Row | undefined;
    if (!item) return null;
    return (
      <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: "100%", height: 40 }}>
        <button
          type="button"
          className="material-icons"
          title="Pin or unpin this row"
          aria-label={`Pin or unpin ${item.name}`}
          onClick={() => toggle(item)}
          style={{ border: "none", background: "none", cursor: "pointer", fontSize: 20, color: "#1565c0" }}
        >
          push_pin
        </button>
      </div>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Start with the top sellers pinned.
  useEffect(pinTopSellers, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={pinTopSellers}>Pin the 3 top sellers</IgrButton>
        <IgrButton variant="outlined" onClick={clear} disabled={pinned.length === 0}>
          Unpin all
        </IgrButton>
      </ControlBar>
      <Hint>Click a pin to keep that row at the top while the rest scroll. Pinned: {pinned.length ? pinned.map((p) => p.name).join(", ") : "none"}.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          ref={gridRef}
          height="100%"
          width="100%"
          dataSource={rows}
          autoGenerateColumns={false}
          primaryKey={primaryKey}
          rowHeight={40}
          pinnedRowBackground="#e3f0ff"
          pinnedRowOpacity={0.45}
        >
          <IgrTemplateColumn field="isPinned" name="pin" headerText="" width="56" template={PinCell} />
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
