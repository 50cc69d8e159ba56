import { useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, SortingDirection, type IgrSortingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";
import { useGridSorting } from "../../_shared/grid-sorting";
import "./column-sorting-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const start: IgrSortingExpression[] = [{ fieldName: "country", dir: SortingDirection.Asc, ignoreCase: true }];

export default function ColumnSortingStyleSample() {
  const [styled, setStyled] = useState(true);
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  useGridSorting(gridRef, start);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom sorted header style" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Sorted headers turn dark teal with a light arrow, in the customers grid and in every order grid. Click any header to sort by it.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "column-sorting-style-grid" : undefined}
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          ref={gridRef}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" sortable minWidth="200px" />
          <IgrColumn field="contact" header="Contact" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} sortable />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} sortable />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
            <IgrColumn field="status" header="Status" sortable />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
