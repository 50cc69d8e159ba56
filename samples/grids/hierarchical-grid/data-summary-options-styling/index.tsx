import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";
import "./data-summary-options-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function DataSummaryOptionsStylingSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom summary colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>The summary rows of the customers grid and of every order grid use a navy background with amber labels and a matching border.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "data-summary-options-styling-grid" : undefined}
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="200px" hasSummary />
          <IgrColumn field="since" header="Customer since" dataType="date" hasSummary />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" hasSummary />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} hasSummary />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
