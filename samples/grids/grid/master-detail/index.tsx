import { useEffect, useRef, type CSSProperties } from "react";
import { IgrAvatar, IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrGridMasterDetailContext } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders, type Order } from "../_shared/orders";
import { seededRandom } from "../../../_shared/random";

interface Customer {
  name: string;
  contact: string;
  country: string;
  city: string;
  orders: Order[];
  revenue: number;
}

// One row per customer; the customer's orders are shown in the row's detail area.
const customers: Customer[] = Object.values(
  orders.reduce<Record<string, Customer>>((all, order) => {
    const c = (all[order.customer] ??= { name: order.customer, contact: order.contact, country: order.country, city: order.city, orders: [], revenue: 0 });
    c.orders.push(order);
    c.revenue += order.total;
    return all;
  }, {}),
).map((c) => ({ ...c, revenue: Math.round(c.revenue) }));

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const money = { currencyCode: "USD", digitsInfo: "1.0-0" };
const random = seededRandom(3);
const colors = customers.map(() => `hsl(${Math.floor(random() * 360)} 55% 45%)`);

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
}

const detail = (ctx: IgrGridMasterDetailContext) => {
  const c = ctx.implicit as Customer;
  const latest = [...c.orders].sort((a, b) => b.orderDate.getTime() - a.orderDate.getTime()).slice(0, 4);
  const byStatus = c.orders.reduce<Record<string, number>>((all, o) => ({ ...all, [o.status]: (all[o.status] ?? 0) + 1 }), {});
  return (
    <div style={{ display: "flex", gap: 24, padding: "12px 16px", alignItems: "flex-start", flexWrap: "wrap" }}>
      <div style={{ display: "flex", gap: 12, alignItems: "center", minWidth: 220 }}>
        <IgrAvatar initials={initials(c.contact)} shape="circle" style={{ "--ig-avatar-background": colors[ctx.index % colors.length] } as CSSProperties} />
        <div>
          <div style={{ fontWeight: 600 }}>{c.contact}</div>
          <div style={{ opacity: 0.75, fontSize: 13 }}>
            {c.city}, {c.country}
          </div>
          <div style={{ fontSize: 13 }}>
            {Object.entries(byStatus)
              .map(([status, n]) => `${n} ${status.toLowerCase()}`)
              .join(" · ")}
          </div>
        </div>
      </div>
      <table style={{ fontSize: 13, borderCollapse: "collapse" }}>
        <thead>
          <tr style={{ textAlign: "left", opacity: 0.7 }}>
            <th style={{ padding: "2px 12px 2px 0" }}>Latest orders</th>
            <th style={{ padding: "2px 12px 2px 0" }}>Date</th>
            <th style={{ padding: "2px 12px 2px 0" }}>Status</th>
            <th style={{ padding: "2px 0", textAlign: "right" }}>Total</th>
          </tr>
        </thead>
        <tbody>
          {latest.map((o) => (
            <tr key={o.orderId}>
              <td style={{ padding: "2px 12px 2px 0" }}>
                #{o.orderId} {o.product}
              </td>
              <td style={{ padding: "2px 12px 2px 0" }}>{shortDate.format(o.orderDate)}</td>
              <td style={{ padding: "2px 12px 2px 0" }}>{o.status}</td>
              <td style={{ padding: "2px 0", textAlign: "right" }}>{usd.format(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

export default function MasterDetailSample() {
  const gridRef = useRef<IgrGrid>(null);

  // Open the first customer so the detail area shows right away.
  useEffect(() => {
    if (customers[0]) gridRef.current?.expandRow(customers[0].name);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => gridRef.current?.expandAll()}>Expand all</IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.collapseAll()}>
          Collapse all
        </IgrButton>
      </ControlBar>
      <Hint>Each customer row expands into a detail area drawn by a template: the contact, orders by status and the latest orders.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={customers}
          primaryKey="name"
          autoGenerate={false}
          detailTemplate={detail}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer" minWidth="220px" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="city" header="City" sortable />
          <IgrColumn field="revenue" header="Revenue" dataType="currency" pipeArgs={money} sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
