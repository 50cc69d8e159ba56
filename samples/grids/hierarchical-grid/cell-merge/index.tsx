import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type GridCellMergeMode } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// Customers sorted by country, their orders by shipper, so equal values sit next to each other and merge.
const data = [...customers]
  .sort((a, b) => a.country.localeCompare(b.country))
  .map((c) => ({ ...c, orders: [...c.orders].sort((a, b) => a.shipVia.localeCompare(b.shipVia) || a.status.localeCompare(b.status)) }));
const expanded = new Map<unknown, boolean>([["GREAL", true]]);
const modes: { value: GridCellMergeMode; text: string }[] = [
  { value: "always", text: "Always" },
  { value: "onSort", text: "Only sorted columns" },
];

export default function CellMergeSample() {
  const [rootMode, setRootMode] = useState<GridCellMergeMode>("always");
  const [orderMode, setOrderMode] = useState<GridCellMergeMode>("always");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Merge customers" value={rootMode} options={modes} onChange={setRootMode} />
        <SelectControl label="Merge orders" value={orderMode} options={modes} onChange={setOrderMode} />
      </ControlBar>
      <Hint>
        Runs of equal values merge into one tall cell: Country and Title on the customers, Ship via and Status on each order grid. In “Only
        sorted columns” mode a column merges once you sort it by its header.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={data}
          primaryKey="customerId"
          autoGenerate={false}
          cellMergeMode={rootMode}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="country" header="Country" merge sortable />
          <IgrColumn field="title" header="Title" merge sortable />
          <IgrColumn field="company" header="Company" sortable minWidth="200px" />
          <IgrColumn field="city" header="City" sortable />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} sortable />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} cellMergeMode={orderMode}>
            <IgrColumn field="shipVia" header="Ship via" merge sortable />
            <IgrColumn field="status" header="Status" merge sortable />
            <IgrColumn field="orderId" header="Order" formatter={String} sortable />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
