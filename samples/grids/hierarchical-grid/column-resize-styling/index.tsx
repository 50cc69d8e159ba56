import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";
import "./column-resize-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function ColumnResizeStylingSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom resize line and header colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Drag a header's right edge in the customers grid or in an order grid: the thick orange line shows where the column will end.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "column-resize-styling-grid" : undefined}
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" width="220px" resizable />
          <IgrColumn field="contact" header="Contact" width="180px" resizable />
          <IgrColumn field="country" header="Country" width="130px" resizable />
          <IgrColumn field="city" header="City" resizable />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} width="110px" resizable />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" width="150px" resizable />
            <IgrColumn field="shipVia" header="Ship via" width="170px" resizable />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} resizable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
