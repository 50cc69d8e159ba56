import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, IgrPaginator, SortingDirection, type IgrGroupingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const pageSizes = ["10", "15", "25", "50"] as const;
type PageSize = (typeof pageSizes)[number];
const groupFields = [
  { value: "customer", text: "Customer" },
  { value: "shipper", text: "Shipper" },
  { value: "status", text: "Status" },
] as const;
type GroupField = (typeof groupFields)[number]["value"];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [10, 15, 25, 50];

export default function GroupByPagingSample() {
  const [perPage, setPerPage] = useState<PageSize>("15");
  const [field, setField] = useState<GroupField>("customer");
  const [expanded, setExpanded] = useState(true);
  const grouping = useMemo<IgrGroupingExpression[]>(() => [{ fieldName: field, dir: SortingDirection.Asc, ignoreCase: true }], [field]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<GroupField> label="Group by" value={field} options={groupFields} onChange={setField} width={160} />
        <SelectControl<PageSize> label="Rows per page" value={perPage} options={pageSizes} onChange={setPerPage} width={140} />
        <SwitchControl label="Groups expanded" checked={expanded} onChange={setExpanded} />
      </ControlBar>
      <Hint>Group rows count as rows on a page: a group can continue on the next page, and collapsed groups let more of them fit.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          groupingExpressions={grouping}
          groupsExpanded={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="orderId" header="Order" width="110px" />
          <IgrColumn field="customer" header="Customer" minWidth="200px" groupable />
          <IgrColumn field="product" header="Product" minWidth="170px" />
          <IgrColumn field="shipper" header="Shipper" groupable />
          <IgrColumn field="status" header="Status" groupable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrPaginator perPage={Number(perPage)} selectOptions={selectOptions} onPerPageChange={(e) => setPerPage(String(e.detail) as PageSize)} />
        </IgrGrid>
      </div>
    </div>
  );
}
