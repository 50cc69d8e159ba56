import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, IgrNumberFilteringOperand, IgrStringFilteringOperand } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import "./filtering-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function FilteringStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [styled, setStyled] = useState(true);

  // Two filters to begin with, so the styled chips show in the filter cells.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.filter("name", "organic", IgrStringFilteringOperand.instance().condition("contains"), true);
    grid.filter("unitPrice", 20, IgrNumberFilteringOperand.instance().condition("greaterThan"));
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom filter row colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Click a chip or an empty filter cell: the filter row that opens uses the same colors.</Hint>
      <div style={gridArea} className={styled ? "filtering-style-theme" : undefined}>
        <IgrGrid
          ref={gridRef}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="quickFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" minWidth="200px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
          <IgrColumn field="releaseDate" header="Released" dataType="date" />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" />
        </IgrGrid>
      </div>
    </div>
  );
}
