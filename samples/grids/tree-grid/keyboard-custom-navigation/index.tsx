import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { IgrColumn, IgrTreeGrid, type IgrCellType, type IgrGridKeydownEventArgs } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

/** The object navigateTo hands its callback: the cell it scrolled to, with activate() to focus it. */
interface NavigationTarget {
  target: { activate?: (event: Event) => void };
}

export default function TreeGridKeyboardCustomNavigationSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [custom, setCustom] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 40));

  function moveTo(rowIndex: number, columnIndex: number, event: Event) {
    const grid = gridRef.current;
    if (!grid) return;
    grid.navigateTo(rowIndex, columnIndex, (position: NavigationTarget) => {
      position.target.activate?.(event);
      grid.clearCellSelection();
    });
  }

  // gridKeydown reports the keys the grid handles in its body: arrows, Home/End, PageUp/Down, Enter, F2, Escape, Space.
  function onGridKeydown(e: IgrGridKeydownEventArgs) {
    const { targetType, target } = e.detail;
    const event = e.detail.event as KeyboardEvent;
    const grid = gridRef.current;
    if (!custom || !grid || targetType !== "dataCell") return;
    const cell = target as IgrCellType;
    const row = cell.row;
    if (event.key === " ") {
      // Space opens or closes a manager's team instead of selecting the row.
      e.detail.cancel = true;
      if (!row.children?.length) return note(`Space: ${row.data.name} has no team`);
      row.expanded = !row.expanded;
      note(`Space: ${row.expanded ? "expanded" : "collapsed"} ${row.data.name}'s team`);
    } else if (event.key === "Enter" && !cell.editMode) {
      // Enter goes to the manager (Shift+Enter) or to the first report.
      e.detail.cancel = true;
      if (event.shiftKey) {
        const parent = row.treeRow?.parent;
        if (!parent) return note("Shift+Enter: already at the top");
        const index = grid.dataView.findIndex((r: { id?: number; data?: { id: number } }) => (r.data?.id ?? r.id) === parent.key);
        moveTo(index, cell.column.visibleIndex, event);
        note(`Shift+Enter: up to ${parent.data.name}`);
      } else {
        if (!row.children?.length) return note(`Enter: ${row.data.name} has no reports`);
        row.expanded = true;
        moveTo(row.index + 1, cell.column.visibleIndex, event);
        note(`Enter: down to ${row.data.name}'s first report`);
      }
    }
  }

  // + and - are not grid keys, so they are caught on the way in: expand or collapse the whole tree.
  function onKeyDownCapture(e: ReactKeyboardEvent) {
    const grid = gridRef.current;
    if (!custom || !grid || (e.target as HTMLElement).closest("input")) return;
    if (e.key === "+") {
      grid.expandAll();
      note("+: expanded everyone");
    } else if (e.key === "-") {
      grid.collapseAll();
      note("-: collapsed to the CEO");
    }
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom keys" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        Click a cell, then: <b>Space</b> opens or closes a team, <b>Enter</b> goes to the first report, <b>Shift+Enter</b> up to the manager,
        <b> +</b> / <b>-</b> expand or collapse everything. The grid's own Alt+arrows still work too.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }} onKeyDownCapture={onKeyDownCapture}>
          <IgrTreeGrid
            ref={gridRef}
            data={employees}
            primaryKey="id"
            foreignKey="parentId"
            autoGenerate={false}
            expansionDepth={1}
            onGridKeydown={onGridKeydown}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Name" minWidth="200px" />
            <IgrColumn field="title" header="Title" />
            <IgrColumn field="department" header="Department" />
            <IgrColumn field="city" header="City" />
          </IgrTreeGrid>
        </div>
        <EventLog title="Keys handled" entries={log} style={{ flex: 2, minWidth: 240 }} />
      </div>
    </div>
  );
}
