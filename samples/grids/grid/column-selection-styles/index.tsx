import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import "./column-selection-styles.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ColumnSelectionStylesSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [themed, setThemed] = useState(true);

  // Two columns start selected, so the styled state is visible at once.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.selectColumns(["unitPrice", "unitsSold"]), 400);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom column selection colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Click headers to select columns (Ctrl+click for more): selected headers and their cells take the custom colors.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          className={themed ? "column-selection-styles-grid" : undefined}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          columnSelection="multiple"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
          <IgrColumn field="unitsSold" header="Sold" dataType="number" />
          <IgrColumn field="rating" header="Rating" dataType="number" />
        </IgrGrid>
      </div>
    </div>
  );
}
