import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrRowDragEndEventArgs } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees, type Employee } from "../_shared/employees";
import { recordUnderPointer } from "../_shared/row-under-pointer";

const dragHandle = () => <span className="material-icons">drag_indicator</span>;

/** True when `id` is `ancestor` or somewhere below it. */
function isWithin(rows: Employee[], id: number, ancestor: number): boolean {
  for (let current: number | null = id; current !== null; current = rows.find((r) => r.id === current)?.parentId ?? null) {
    if (current === ancestor) return true;
  }
  return false;
}

export default function TreeGridRowReorderSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [rows, setRows] = useState<Employee[]>(copyEmployees);
  const [message, setMessage] = useState("");
  const pointer = useRef({ x: 0, y: 0 });

  const track = useRef((e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);

  // Dropping a row on another moves the person, with their whole team, under the new manager.
  function onDragEnd(e: IgrRowDragEndEventArgs) {
    document.removeEventListener("pointermove", track);
    const dragged = e.detail.dragData.data as Employee;
    const target = recordUnderPointer<Employee>(gridRef.current, pointer.current);
    if (!target || target.id === dragged.id) return;
    if (isWithin(rows, target.id, dragged.id)) {
      setMessage(`${target.name} is in ${dragged.name}'s own team: choose someone outside it.`);
      return;
    }
    e.detail.animation = false;
    setRows((current) => current.map((r) => (r.id === dragged.id ? { ...r, parentId: target.id } : r)));
    setMessage(`${dragged.name} now reports to ${target.name}.`);
  }

  return (
    <div style={gridPage}>
      <Hint>
        Drag a person by the handle and drop them on their new manager: they move with their whole team, because the drop only changes their
        parentId. {message && <b>{message}</b>}
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={rows}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowDraggable
          expansionDepth={2}
          dragIndicatorIconTemplate={dragHandle}
          onRowDragStart={() => document.addEventListener("pointermove", track)}
          onRowDragEnd={onDragEnd}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="city" header="City" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
