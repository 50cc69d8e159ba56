import { useState } from "react";
import { IgrColumn, IgrGrid, IgrPaginator } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function RowPagingBasicSample() {
  const [page, setPage] = useState(0);

  return (
    <div style={gridPage}>
      <Hint>
        A paginator inside the grid splits the {orders.length} orders into pages of 10; use its buttons or the page size list. Page {page + 1}.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={orders} primaryKey="orderId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="orderId" header="Order" width="100px" sortable />
          <IgrColumn field="customer" header="Customer" minWidth="210px" sortable />
          <IgrColumn field="product" header="Product" minWidth="180px" sortable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
          <IgrColumn field="status" header="Status" sortable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          <IgrPaginator perPage={10} onPageChange={(e) => setPage(e.detail)} />
        </IgrGrid>
      </div>
    </div>
  );
}
