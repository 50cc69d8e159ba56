import { useRef, useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrCellType } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";
import "./custom-context-menu.css";

interface Menu {
  x: number;
  y: number;
  cell: IgrCellType;
}

export default function CustomContextMenuSample() {
  const gridRef = useRef<IgrGrid>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [data] = useState(() => employees.map((e) => ({ ...e })));
  const [menu, setMenu] = useState<Menu | null>(null);
  const [status, setStatus] = useState("Right-click a cell.");

  const copy = (text: string, what: string) => {
    navigator.clipboard.writeText(text).then(
      () => setStatus(`Copied ${what}.`),
      () => setStatus(`The browser refused clipboard access; ${what}: ${text}`),
    );
  };

  const run = (action: (cell: IgrCellType, row: Employee) => void) => {
    if (menu) action(menu.cell, menu.cell.row.data as Employee);
    setMenu(null);
  };

  const pinned = menu?.cell.row.pinned ?? false;

  return (
    <div ref={rootRef} style={{ ...gridPage, position: "relative" }}>
      <Hint>Right-click any cell for a menu of actions on that cell, its row and its column. Esc or a click elsewhere closes it.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          height="100%"
          width="100%"
          style={mediumSize}
          onContextMenu={(e) => {
            const event = e.detail.event as MouseEvent;
            const cell = e.detail.cell;
            if (!cell) return;
            event.preventDefault();
            const box = rootRef.current!.getBoundingClientRect();
            setMenu({ x: event.clientX - box.left, y: event.clientY - box.top, cell });
          }}
        >
          <IgrColumn field="name" header="Name" sortable />
          <IgrColumn field="title" header="Title" sortable />
          <IgrColumn field="department" header="Department" sortable />
          <IgrColumn field="email" header="Email" />
          <IgrColumn field="city" header="City" sortable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" sortable />
        </IgrGrid>
      </div>
      <Hint>{status}</Hint>

      {menu && (
        <>
          {/* A transparent layer over the page: clicking it, or right-clicking it, closes the menu. */}
          <div
            className="custom-context-menu-backdrop"
            onClick={() => setMenu(null)}
            onContextMenu={(e) => {
              e.preventDefault();
              setMenu(null);
            }}
          />
          <div
            className="custom-context-menu-menu"
            role="menu"
            style={{ left: menu.x, top: menu.y }}
            tabIndex={-1}
            ref={(el) => el?.focus()}
            onKeyDown={(e) => e.key === "Escape" && setMenu(null)}
          >
            <div className="custom-context-menu-title">
              {menu.cell.column.header}: {String(menu.cell.value instanceof Date ? menu.cell.value.toLocaleDateString() : menu.cell.value)}
            </div>
            <button role="menuitem" onClick={() => run((cell) => copy(String(cell.value), "the cell value"))}>
              <span className="material-icons">content_copy</span>Copy cell
            </button>
            <button role="menuitem" onClick={() => run((_, row) => copy([row.name, row.title, row.department, row.email, row.city].join("\t"), "the row"))}>
              <span className="material-icons">table_rows</span>Copy row
            </button>
            <hr />
            <button
              role="menuitem"
              onClick={() =>
                run((cell) => {
                  gridRef.current?.sort([{ fieldName: cell.column.field, dir: SortingDirection.Asc, ignoreCase: true }]);
                  setStatus(`Sorted by ${cell.column.header}.`);
                })
              }
            >
              <span className="material-icons">arrow_upward</span>Sort by this column
            </button>
            <button
              role="menuitem"
              onClick={() =>
                run((cell, row) => {
                  if (pinned) gridRef.current?.unpinRow(cell.row.key);
                  else gridRef.current?.pinRow(cell.row.key);
                  setStatus(`${pinned ? "Unpinned" : "Pinned"} ${row.name}.`);
                })
              }
            >
              <span className="material-icons">push_pin</span>
              {pinned ? "Unpin row" : "Pin row to the top"}
            </button>
            <button
              role="menuitem"
              className="custom-context-menu-danger"
              onClick={() =>
                run((cell, row) => {
                  gridRef.current?.deleteRow(cell.row.key);
                  setStatus(`Deleted ${row.name}.`);
                })
              }
            >
              <span className="material-icons">delete</span>Delete row
            </button>
          </div>
        </>
      )}
    </div>
  );
}
