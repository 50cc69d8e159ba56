import { useState } from "react";
import { IgrGridLite, IgrGridLiteColumn } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products } from "../_shared/products";

export default function ColumnConfigBasicSample() {
  const [showBrand, setShowBrand] = useState(true);
  const [showStock, setShowStock] = useState(false);
  const [resizable, setResizable] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Brand column" checked={showBrand} onChange={setShowBrand} />
        <SwitchControl label="Stock column" checked={showStock} onChange={setShowStock} />
        <SwitchControl label="Resizable columns" checked={resizable} onChange={setResizable} />
      </ControlBar>
      <Hint>
        Columns are declared with IgrGridLiteColumn: a field, a header text, a data type and a width (px, % or auto). Hidden columns keep their
        place. {resizable ? "Drag a header’s right edge to resize." : ""}
      </Hint>
      <div style={gridArea}>
        <IgrGridLite data={products} style={gridLiteStyle}>
          <IgrGridLiteColumn field="id" header="ID" dataType="number" width="90px" resizable={resizable} />
          <IgrGridLiteColumn field="name" header="Product name" width="30%" resizable={resizable} />
          <IgrGridLiteColumn field="category" header="Category" resizable={resizable} />
          <IgrGridLiteColumn field="brand" header="Brand" hidden={!showBrand} resizable={resizable} />
          <IgrGridLiteColumn field="price" header="Price (USD)" dataType="number" width="140px" resizable={resizable} />
          <IgrGridLiteColumn field="stock" header="In stock" dataType="number" width="120px" hidden={!showStock} resizable={resizable} />
          <IgrGridLiteColumn field="discontinued" header="Discontinued" dataType="boolean" width="140px" resizable={resizable} />
        </IgrGridLite>
      </div>
    </div>
  );
}
