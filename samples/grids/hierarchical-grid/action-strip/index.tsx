import { useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridEditingActions, IgrGridPinningActions, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useStripShownOnArrival } from "../../_shared/action-strip";
import { makeCustomers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function ActionStripSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const stripRef = useStripShownOnArrival(gridRef);
  const [data] = useState(makeCustomers);
  const [pinning, setPinning] = useState(true);
  const [editing, setEditing] = useState(true);
  const [asMenu, setAsMenu] = useState(false);

  const strip = (ref?: typeof stripRef) => (
    <IgrActionStrip ref={ref} key={`${pinning}-${editing}-${asMenu}`}>
      {pinning && <IgrGridPinningActions asMenuItems={asMenu} />}
      {editing && <IgrGridEditingActions addRow asMenuItems={asMenu} />}
    </IgrActionStrip>
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Pinning actions" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Editing actions" checked={editing} onChange={setEditing} />
        <SwitchControl label="Show as menu" checked={asMenu} onChange={setAsMenu} />
      </ControlBar>
      <Hint>Hover a customer or one of their orders: each level has its own action strip to pin, edit, add a row or delete.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          data={data}
          primaryKey="customerId"
          autoGenerate={false}
          rowEditable
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="customerId" header="ID" width="100px" editable={false} />
          <IgrColumn field="company" header="Company" editable minWidth="200px" />
          <IgrColumn field="contact" header="Contact" editable />
          <IgrColumn field="country" header="Country" editable />
          <IgrColumn field="city" header="City" editable />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
          {strip(stripRef)}
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} rowEditable>
            <IgrColumn field="orderId" header="Order" formatter={String} editable={false} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" editable />
            <IgrColumn field="shipVia" header="Ship via" editable />
            <IgrColumn field="status" header="Status" editable />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
            {strip()}
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
