import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { makeCustomers } from "../_shared/customers";
import "./row-editing-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function RowEditingStyleSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [data] = useState(makeCustomers);
  const [themed, setThemed] = useState(true);

  // Open one customer row for editing on arrival, so the styled row and banner are in view.
  useEffect(() => {
    const timer = setTimeout(() => {
      const cell = gridRef.current?.getCellByColumn(2, "contact");
      if (cell) cell.editMode = true;
    }, 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom row editing colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Double-click a customer or an order: the row in edit mode, the edited cell and the Done/Cancel banner use a teal and amber theme on both levels.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={themed ? "row-editing-style-theme" : undefined}
          data={data}
          primaryKey="customerId"
          autoGenerate={false}
          rowEditable
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="190px" editable />
          <IgrColumn field="contact" header="Contact" editable />
          <IgrColumn field="country" header="Country" editable />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} rowEditable>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="shipVia" header="Ship via" editable />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
