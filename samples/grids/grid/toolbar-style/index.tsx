import { useState } from "react";
import {
  IgrColumn,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import "./toolbar-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ToolbarStyleSample() {
  const [styled, setStyled] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom toolbar colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>The toolbar's background, title, buttons and their drop-downs take colors from the grid's toolbar custom properties.</Hint>
      <div style={gridArea} className={styled ? "toolbar-style-theme" : undefined}>
        <IgrGrid data={products} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Product catalogue</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="Products" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Product" minWidth="200px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="supplier" header="Supplier" minWidth="170px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
        </IgrGrid>
      </div>
    </div>
  );
}
