import { useEffect, useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { orderService, regions, type Order, type Region } from "./service";

IgrDataGridModule.register();

type Row = Omit<Order, "orderDate"> & { orderDate: Date; status: string };

export default function BindingDataServiceSample() {
  const [region, setRegion] = useState<Region>("Europe");
  const [openOnly, setOpenOnly] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const query = openOnly ? orderService.getOpenOrders(region, controller.signal) : orderService.getOrders(region, controller.signal);
    query
      .then((orders) => {
        setRows(orders.map((o) => ({ ...o, orderDate: new Date(o.orderDate), status: o.shipped ? "Shipped" : "Open" })));
        setMessage(`${orders.length} ${openOnly ? "open " : ""}orders in ${region}.`);
        setLoading(false);
      })
      .catch((e: Error) => {
        if (!controller.signal.aborted) {
          setMessage(`The order service failed: ${e.message}`);
          setLoading(false);
        }
      });
    return () => controller.abort();
  }, [region, openOnly]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Region" value={region} options={regions.map((r) => ({ value: r, text: r }))} onChange={setRegion} />
        <SwitchControl label="Open orders only" checked={openOnly} onChange={setOpenOnly} />
      </ControlBar>
      <Hint>Each choice calls the order service, which fetches that region’s file from this site. {loading ? "Loading…" : message}</Hint>
      {loading ? <IgrLinearProgress indeterminate style={{ width: "100%", flex: "none" }} /> : <div style={{ height: 4 }} />}
      <div style={{ ...gridArea, opacity: loading ? 0.5 : 1 }}>
        <IgrDataGrid height="100%" width="100%" dataSource={rows} autoGenerateColumns={false}>
          <IgrNumericColumn field="orderId" headerText="Order" width="90" sortDirection="Ascending" />
          <IgrTextColumn field="customer" headerText="Customer" width="*>140" />
          <IgrTextColumn field="city" headerText="City" width="*>120" />
          <IgrTextColumn field="product" headerText="Product" width="*>120" />
          <IgrNumericColumn field="quantity" headerText="Qty" width="*>70" />
          <IgrNumericColumn field="total" headerText="Total" positivePrefix="$" showGroupingSeparator minFractionDigits={2} maxFractionDigits={2} width="*>110" />
          <IgrDateTimeColumn field="orderDate" headerText="Ordered" dateTimeFormat="DateShort" width="*>110" />
          <IgrTextColumn field="status" headerText="Status" width="*>90" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
