import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, type IgrRowDragEndEventArgs } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products, type Product } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const data = products.slice(0, 60);

export default function RowPinningDragSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [message, setMessage] = useState("");
  const pointer = useRef({ x: 0, y: 0 });
  const track = useRef((e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);

  useEffect(() => {
    [data[4], data[9]].forEach((p) => p && gridRef.current?.pinRow(p.id));
  }, []);

  /** The grid's row under the pointer (not the drag ghost over it), as its index in the grid's view. */
  function rowIndexUnderPointer(): number | undefined {
    const body = gridRef.current?.querySelector(".igx-grid__tbody");
    const row = document
      .elementsFromPoint(pointer.current.x, pointer.current.y)
      .map((el) => el.closest("igx-grid-row"))
      .find((r) => r && body?.contains(r) && !r.classList.contains("igx-grid__tr--disabled"));
    return row ? Number(row.getAttribute("data-rowindex")) : undefined;
  }

  // Drop on a pinned row: pin there. Drop a pinned row on the other rows: unpin it.
  function onDragEnd(e: IgrRowDragEndEventArgs) {
    document.removeEventListener("pointermove", track);
    const grid = gridRef.current;
    const index = rowIndexUnderPointer();
    if (!grid || index === undefined) return;
    const dragged = e.detail.dragData;
    const product = dragged.data as Product;
    const target = grid.getRowByIndex(index);
    e.detail.animation = false;
    if (target.pinned) {
      if (dragged.pinned) grid.unpinRow(product.id);
      grid.pinRow(product.id, index);
      setMessage(`${product.name} pinned at position ${index + 1}.`);
    } else if (dragged.pinned) {
      grid.unpinRow(product.id);
      setMessage(`${product.name} unpinned.`);
    }
  }

  return (
    <div style={gridPage}>
      <Hint>
        Drag a row onto the pinned rows at the top to pin it there, drag pinned rows among themselves to reorder them, or drag one back down to
        unpin it. {message}
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          rowDraggable
          onRowDragStart={() => document.addEventListener("pointermove", track)}
          onRowDragEnd={onDragEnd}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" minWidth="200px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="supplier" header="Supplier" minWidth="160px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
        </IgrGrid>
      </div>
    </div>
  );
}
