import type { SampleCode } from "./code";

const box = (jsx: string) => `      <div style={{ flex: 1, minHeight: 300 }}>\n${jsx.replace(/^/gm, "        ")}\n      </div>`;

export function grid(): SampleCode {
  return {
    component: "IgrGrid",
    imports: [`import { IgrColumn, IgrGrid } from "igniteui-react-grids";`],
    setup: `// A few rows to start from: replace them with the data your sample is about.
const products = [
  { id: 1, name: "Chai", category: "Beverages", unitPrice: 18, inStock: 39 },
  { id: 2, name: "Chang", category: "Beverages", unitPrice: 19, inStock: 17 },
  { id: 3, name: "Aniseed Syrup", category: "Condiments", unitPrice: 10, inStock: 13 },
  { id: 4, name: "Cajun Seasoning", category: "Condiments", unitPrice: 22, inStock: 53 },
  { id: 5, name: "Gumbo Mix", category: "Condiments", unitPrice: 21.35, inStock: 0 },
];`,
    body: box(`<IgrGrid data={products} primaryKey="id" autoGenerate={false} width="100%" height="100%">
  <IgrColumn field="id" header="ID" dataType="number" width="90px" />
  <IgrColumn field="name" header="Product" dataType="string" />
  <IgrColumn field="category" header="Category" dataType="string" />
  <IgrColumn field="unitPrice" header="Unit price" dataType="currency" />
  <IgrColumn field="inStock" header="In stock" dataType="number" />
</IgrGrid>`),
  };
}

export function treeGrid(): SampleCode {
  return {
    component: "IgrTreeGrid",
    imports: [`import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";`],
    setup: `// A small hierarchy to start from: each row's children are in its "reports" array.
const employees = [
  {
    id: 1, name: "Ana Ruiz", title: "CEO",
    reports: [
      { id: 2, name: "Ben Ito", title: "CTO", reports: [{ id: 4, name: "Cleo Park", title: "Engineer" }] },
      { id: 3, name: "Dana Cole", title: "CFO", reports: [{ id: 5, name: "Eli Moss", title: "Accountant" }] },
    ],
  },
];`,
    body: box(`<IgrTreeGrid data={employees} primaryKey="id" childDataKey="reports" autoGenerate={false} width="100%" height="100%">
  <IgrColumn field="name" header="Name" dataType="string" />
  <IgrColumn field="title" header="Title" dataType="string" />
</IgrTreeGrid>`),
  };
}

export function hierarchicalGrid(): SampleCode {
  return {
    component: "IgrHierarchicalGrid",
    imports: [`import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";`],
    setup: `// Customers and their orders: a row island shows each customer's "orders" array.
const customers = [
  { id: "ALFKI", company: "Alfreds Futterkiste", country: "Germany", orders: [{ orderId: 10643, total: 814.5 }, { orderId: 10692, total: 878 }] },
  { id: "ANATR", company: "Ana Trujillo Emparedados", country: "Mexico", orders: [{ orderId: 10308, total: 88.8 }] },
  { id: "AROUT", company: "Around the Horn", country: "UK", orders: [{ orderId: 10355, total: 480 }, { orderId: 10383, total: 899 }] },
];`,
    body: box(`<IgrHierarchicalGrid data={customers} primaryKey="id" autoGenerate={false} width="100%" height="100%">
  <IgrColumn field="company" header="Company" dataType="string" />
  <IgrColumn field="country" header="Country" dataType="string" />
  <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
    <IgrColumn field="orderId" header="Order" dataType="number" />
    <IgrColumn field="total" header="Total" dataType="currency" />
  </IgrRowIsland>
</IgrHierarchicalGrid>`),
  };
}

/** Grid templates by component slug; any other grid component starts from IgrGrid. */
export const gridTemplates: Record<string, () => SampleCode> = {
  grid,
  "tree-grid": treeGrid,
  "hierarchical-grid": hierarchicalGrid,
};
