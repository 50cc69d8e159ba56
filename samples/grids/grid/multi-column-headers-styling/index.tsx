import { useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import "../../_shared/header-groups.css";
import "./multi-column-headers-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function MultiColumnHeadersStylingSample() {
  const [styled, setStyled] = useState(true);
  // headerGroupClasses puts a class on a group's header and its children's headers; headerClasses on one header only.
  const group = (name: string) => (styled ? `grids-header-group multi-column-headers-styling-${name}` : "");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Colored header groups" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Each group gets its own class through headerGroupClasses; a stylesheet gives every section its own colors.</Hint>
      <div style={gridArea}>
        <IgrGrid data={products} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumnGroup header="Product" headerGroupClasses={group("product")}>
            <IgrColumn field="name" header="Name" width="200px" headerGroupClasses={group("product")} />
            <IgrColumn field="category" header="Category" width="130px" headerGroupClasses={group("product")} />
            <IgrColumn field="supplier" header="Supplier" width="170px" headerGroupClasses={group("product")} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Inventory" headerGroupClasses={group("inventory")}>
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} width="120px" headerGroupClasses={group("inventory")} />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" width="110px" headerGroupClasses={group("inventory")} />
            <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" width="130px" headerGroupClasses={group("inventory")} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Sales" headerGroupClasses={group("sales")}>
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width="120px" headerGroupClasses={group("sales")} />
            <IgrColumn field="revenue" header="Revenue" dataType="currency" pipeArgs={usd} width="140px" headerGroupClasses={group("sales")} />
            <IgrColumn field="rating" header="Rating" dataType="number" width="100px" headerGroupClasses={group("sales")} />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
    </div>
  );
}
