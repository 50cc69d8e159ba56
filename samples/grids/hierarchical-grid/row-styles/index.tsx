import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers, type Customer, type Order } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true], ["ANATR", true]]);
const statusColors: Record<Order["status"], string> = { Pending: "#ef6c00", Packed: "#1e88e5", Shipped: "#8e24aa", Delivered: "#2e7d32" };

export default function RowStylesSample() {
  const [inactive, setInactive] = useState(true);
  const [status, setStatus] = useState(true);

  // rowStyles maps a CSS property to a value or to a function of the row that returns it.
  const customerStyles = useMemo(() => {
    const styles: Record<string, (row: IgrRowType) => string> = {};
    if (inactive) {
      styles.opacity = (row) => ((row.data as Customer).active ? "1" : "0.55");
      styles["font-style"] = (row) => ((row.data as Customer).active ? "normal" : "italic");
    }
    return styles;
  }, [inactive]);
  const orderStyles = useMemo(() => {
    const styles: Record<string, (row: IgrRowType) => string> = {};
    if (status) {
      styles["border-left"] = (row) => `6px solid ${statusColors[(row.data as Order).status]}`;
      styles.background = (row) => ((row.data as Order).total > 2500 ? "color-mix(in srgb, var(--ig-warn-500) 18%, transparent)" : "transparent");
    }
    return styles;
  }, [status]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Fade inactive customers" checked={inactive} onChange={setInactive} />
        <SwitchControl label="Order status stripe and big orders" checked={status} onChange={setStatus} />
      </ControlBar>
      <Hint>Inline row styles computed from the data: inactive customers fade, each order gets a stripe in its status color (orange pending, blue packed, purple shipped, green delivered), and orders over $2,500 a yellow background.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} rowStyles={customerStyles} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="active" header="Active" dataType="boolean" />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} rowStyles={orderStyles}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="status" header="Status" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
