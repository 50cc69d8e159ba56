import type { IgrEntityType } from "igniteui-react-grids";

// Two related entities of a small online shop: orders reference customers by customerId.
export const entities: IgrEntityType[] = [
  {
    name: "Orders",
    fields: [
      { field: "orderId", header: "Order ID", dataType: "number" },
      { field: "customerId", header: "Customer ID", dataType: "string" },
      { field: "orderDate", header: "Order date", dataType: "date" },
      { field: "freight", header: "Freight", dataType: "number" },
      { field: "status", header: "Status", dataType: "string" },
      { field: "shipped", header: "Shipped", dataType: "boolean" },
    ],
  },
  {
    name: "Customers",
    fields: [
      { field: "customerId", header: "Customer ID", dataType: "string" },
      { field: "company", header: "Company", dataType: "string" },
      { field: "country", header: "Country", dataType: "string" },
      { field: "rating", header: "Rating", dataType: "number" },
      { field: "since", header: "Customer since", dataType: "date" },
    ],
  },
];
