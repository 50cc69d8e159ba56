import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { sizeOptions, sizeStyle, type GridSize } from "../../_shared/sizes";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function LayoutDisplayDensitySample() {
  const [size, setSize] = useState<GridSize>("medium");
  // --ig-size sets the size of the grid and of everything in it, child grids included: rows, headers, summaries.
  const style = sizeStyle(size);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Size" value={size} onChange={setSize} options={sizeOptions} />
      </ControlBar>
      <Hint>Small fits the most customers and orders on screen; large gives the most room for touch. Both levels follow the same size.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={style}>
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="contact" header="Contact" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="status" header="Status" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
