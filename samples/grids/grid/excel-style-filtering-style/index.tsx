import { useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import "./excel-style-filtering-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ExcelStyleFilteringStyleSample() {
  const [styled, setStyled] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom filter menu colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Open a column menu (⋮): its header, actions, hover color and value list follow the grid's CSS custom properties.</Hint>
      <div style={gridArea} className={styled ? "excel-style-filtering-style-theme" : undefined}>
        <IgrGrid
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" sortable minWidth="200px" />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="supplier" header="Supplier" sortable minWidth="170px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
