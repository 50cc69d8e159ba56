import { useState } from "react";
import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarTitle, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";
import "./column-hiding-toolbar-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

const toolbar = (title: string) => (
  <IgrGridToolbar>
    <IgrGridToolbarTitle>{title}</IgrGridToolbarTitle>
    <IgrGridToolbarActions>
      <IgrGridToolbarHiding title="Visible columns" />
    </IgrGridToolbarActions>
  </IgrGridToolbar>
);

export default function ColumnHidingToolbarStyleSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom toolbar and column list colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Open “Columns” in either toolbar: the dropdown list of columns and its checkboxes use the same dark, amber-accented theme.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "column-hiding-toolbar-style-grid" : undefined}
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {toolbar("Customers")}
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="contact" header="Contact" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="city" header="City" hidden />
          <IgrColumn field="phone" header="Phone" />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} toolbarTemplate={() => toolbar("Orders")}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="shipVia" header="Ship via" />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} hidden />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
