import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function ExcelStyleFilteringSample2() {
  const [sortable, setSortable] = useState(true);
  const [moving, setMoving] = useState(true);
  const [pinning, setPinning] = useState(true);
  const [hiding, setHiding] = useState(true);
  // The menu shows a section for each feature the column has.
  const features = { sortable, disablePinning: !pinning, disableHiding: !hiding };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Sorting" checked={sortable} onChange={setSortable} />
        <SwitchControl label="Moving" checked={moving} onChange={setMoving} />
        <SwitchControl label="Pinning" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Hiding" checked={hiding} onChange={setHiding} />
      </ControlBar>
      <Hint>Open a column menu in the customers grid or in an order grid: above the filter it offers sorting, moving, pinning and hiding, each shown only while that feature is on.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          moving={moving}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="200px" {...features} />
          <IgrColumn field="contact" header="Contact" {...features} />
          <IgrColumn field="country" header="Country" {...features} />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} {...features} />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} allowFiltering filterMode="excelStyleFilter" moving={moving}>
            <IgrColumn field="orderId" header="Order" dataType="number" formatter={String} {...features} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" {...features} />
            <IgrColumn field="shipVia" header="Ship via" {...features} />
            <IgrColumn field="status" header="Status" {...features} />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} {...features} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
