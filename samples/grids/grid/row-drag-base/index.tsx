import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, type IgrRowDragEndEventArgs } from "igniteui-react-grids";
import { Hint, gridPage, mediumSize } from "../../_shared/controls";
import { dropZoneStyle } from "../../_shared/drop-zone";
import { products, type Product } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const lowStock = products.filter((p) => p.unitsInStock < 60 && !p.discontinued);

export default function RowDragBaseSample() {
  const [stock, setStock] = useState<Product[]>(lowStock);
  const [order, setOrder] = useState<Product[]>([]);
  const [over, setOver] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  const pointer = useRef({ x: 0, y: 0 });

  function isOverTarget() {
    const box = target.current?.getBoundingClientRect();
    const { x, y } = pointer.current;
    return !!box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  }

  // While a row is dragged, follow the pointer to know where it is dropped (one listener for the sample's life).
  const track = useRef((e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
    setOver(isOverTarget());
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);

  function onDragStart() {
    document.addEventListener("pointermove", track);
  }

  function onDragEnd(e: IgrRowDragEndEventArgs) {
    document.removeEventListener("pointermove", track);
    setOver(false);
    if (!isOverTarget()) return; // dropped elsewhere: the row flies back
    const row = e.detail.dragData.data as Product;
    e.detail.animation = false;
    setStock((rows) => rows.filter((r) => r.id !== row.id));
    setOrder((rows) => [...rows, row]);
  }

  return (
    <div style={gridPage}>
      <Hint>
        Drag a product by its handle from the low-stock list into the order on the right. {order.length > 0 && <b>{order.length} products to reorder.</b>}
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex", flexDirection: "column", gap: 6 }}>
          <b>Low stock ({stock.length})</b>
          <div style={{ flex: 1, minHeight: 0 }}>
            <IgrGrid
              data={stock}
              primaryKey="id"
              autoGenerate={false}
              rowDraggable
              onRowDragStart={onDragStart}
              onRowDragEnd={onDragEnd}
              height="100%"
              width="100%"
              style={mediumSize}
            >
              <IgrColumn field="name" header="Product" minWidth="170px" />
              <IgrColumn field="supplier" header="Supplier" />
              <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
            </IgrGrid>
          </div>
        </div>
        <div ref={target} style={dropZoneStyle(over)}>
          <b>To reorder ({order.length})</b>
          <div style={{ flex: 1, minHeight: 0 }}>
            <IgrGrid data={order} primaryKey="id" autoGenerate={false} emptyGridMessage="Drop rows here" height="100%" width="100%" style={mediumSize}>
              <IgrColumn field="name" header="Product" minWidth="170px" />
              <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
            </IgrGrid>
          </div>
        </div>
      </div>
    </div>
  );
}
