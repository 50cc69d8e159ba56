import { useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { GripHeader } from "../../_shared/grip-header";
import { products } from "../_shared/products";
import "./column-moving-styles.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ColumnMovingStylesSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom moving colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Drag a header by its grip: the dragged header (the ghost) and the drop indicator between the columns use the custom colors.</Hint>
      <div style={gridArea}>
        <IgrGrid
          className={themed ? "column-moving-styles-grid" : undefined}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          moving
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" headerTemplate={GripHeader} />
          <IgrColumn field="category" header="Category" headerTemplate={GripHeader} />
          <IgrColumn field="supplier" header="Supplier" headerTemplate={GripHeader} />
          <IgrColumn field="unitPrice" header="Price" dataType="currency" pipeArgs={usd} headerTemplate={GripHeader} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" headerTemplate={GripHeader} />
          <IgrColumn field="rating" header="Rating" dataType="number" headerTemplate={GripHeader} />
        </IgrGrid>
      </div>
    </div>
  );
}
