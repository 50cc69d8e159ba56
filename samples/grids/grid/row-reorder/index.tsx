import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, type IgrRowDragEndEventArgs } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

const dragHandle = () => <span className="material-icons">drag_handle</span>;

export default function RowReorderSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [rows, setRows] = useState<Employee[]>(() => employees.slice(0, 25));
  const [message, setMessage] = useState("");
  const pointer = useRef({ x: 0, y: 0 });

  const track = useRef((e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);

  // The row under the pointer at the drop is the target: the dragged row takes its place.
  function onDragEnd(e: IgrRowDragEndEventArgs) {
    document.removeEventListener("pointermove", track);
    const dragged = e.detail.dragData.data as Employee;
    // The drag ghost sits under the pointer too: take the grid's own row beneath it.
    const body = gridRef.current?.querySelector(".igx-grid__tbody");
    const under = document
      .elementsFromPoint(pointer.current.x, pointer.current.y)
      .map((el) => el.closest("igx-grid-row"))
      .find((row) => row && body?.contains(row));
    const index = Number(under?.getAttribute("data-rowindex"));
    const target = gridRef.current?.dataView[index] as Employee | undefined;
    if (!under || !target || target.id === dragged.id) return;
    e.detail.animation = false;
    setRows((current) => {
      const without = current.filter((r) => r.id !== dragged.id);
      const at = without.findIndex((r) => r.id === target.id);
      const after = current.findIndex((r) => r.id === dragged.id) < current.findIndex((r) => r.id === target.id);
      without.splice(after ? at + 1 : at, 0, dragged);
      return without;
    });
    setMessage(`Moved ${dragged.name} to ${target.name}'s place.`);
  }

  return (
    <div style={gridPage}>
      <Hint>Drag a row by its handle and drop it on another row to put it there: the list is a call order kept in the data. {message}</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          rowDraggable
          dragIndicatorIconTemplate={dragHandle}
          onRowDragStart={() => document.addEventListener("pointermove", track)}
          onRowDragEnd={onDragEnd}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" />
          <IgrColumn field="title" header="Title" minWidth="190px" />
          <IgrColumn field="phone" header="Phone" />
          <IgrColumn field="city" header="City" />
          <IgrColumn field="country" header="Country" />
        </IgrGrid>
      </div>
    </div>
  );
}
