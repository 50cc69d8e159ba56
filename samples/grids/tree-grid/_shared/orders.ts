// Seeded sales orders with their line items for the tree grid samples. Orders and items share one
// schema (a tree grid shows the same columns on every level): an order's quantity and total are the
// sums of its items. Nested under `items` (childDataKey="items"); `flatOrders` links them by key.
import { seededRandom } from "../../../_shared/random";

export interface OrderRow {
  id: string;
  /** Order rows: the customer. Item rows: the product. */
  name: string;
  category: string;
  unitPrice: number | null;
  quantity: number;
  total: number;
  orderDate: Date;
  shipCountry: string;
  delivered: boolean;
  items?: OrderRow[];
}

export interface FlatOrderRow extends Omit<OrderRow, "items"> {
  parentId: string | null;
}

const customers = ["Alfreds Futterkiste", "Berglunds snabbköp", "Blondel père et fils", "Bon app'", "Ernst Handel", "Folk och fä HB", "Frankenversand", "Hanari Carnes", "Island Trading", "Königlich Essen", "La maison d'Asie", "Lehmanns Marktstand", "Old World Delicatessen", "Queen Cozinha", "Rattlesnake Canyon", "Seven Seas Imports", "Simons bistro", "Wartian Herkku"];
const countryOf: Record<string, string> = {
  "Alfreds Futterkiste": "Germany", "Berglunds snabbköp": "Sweden", "Blondel père et fils": "France", "Bon app'": "France",
  "Ernst Handel": "Austria", "Folk och fä HB": "Sweden", Frankenversand: "Germany", "Hanari Carnes": "Brazil",
  "Island Trading": "UK", "Königlich Essen": "Germany", "La maison d'Asie": "France", "Lehmanns Marktstand": "Germany",
  "Old World Delicatessen": "USA", "Queen Cozinha": "Brazil", "Rattlesnake Canyon": "USA", "Seven Seas Imports": "UK",
  "Simons bistro": "Denmark", "Wartian Herkku": "Finland",
};
export const products: { name: string; category: string; price: number }[] = [
  { name: "Chai", category: "Beverages", price: 18 },
  { name: "Chang", category: "Beverages", price: 19 },
  { name: "Côte de Blaye", category: "Beverages", price: 263.5 },
  { name: "Ipoh Coffee", category: "Beverages", price: 46 },
  { name: "Aniseed Syrup", category: "Condiments", price: 10 },
  { name: "Chef Anton's Cajun Seasoning", category: "Condiments", price: 22 },
  { name: "Grandma's Boysenberry Spread", category: "Condiments", price: 25 },
  { name: "Pavlova", category: "Confections", price: 17.45 },
  { name: "Teatime Chocolate Biscuits", category: "Confections", price: 9.2 },
  { name: "Sir Rodney's Marmalade", category: "Confections", price: 81 },
  { name: "Queso Cabrales", category: "Dairy", price: 21 },
  { name: "Mozzarella di Giovanni", category: "Dairy", price: 34.8 },
  { name: "Gustaf's Knäckebröd", category: "Grains", price: 21 },
  { name: "Tunnbröd", category: "Grains", price: 9 },
  { name: "Mishi Kobe Niku", category: "Meat", price: 97 },
  { name: "Thüringer Rostbratwurst", category: "Meat", price: 123.79 },
  { name: "Tofu", category: "Produce", price: 23.25 },
  { name: "Manjimup Dried Apples", category: "Produce", price: 53 },
  { name: "Ikura", category: "Seafood", price: 31 },
  { name: "Carnarvon Tigers", category: "Seafood", price: 62.5 },
];
export const categories = [...new Set(products.map((p) => p.category))];

export function createOrders(count: number, seed: number): OrderRow[] {
  const random = seededRandom(seed);
  const orders: OrderRow[] = [];
  for (let i = 0; i < count; i++) {
    const id = String(10248 + i);
    const customer = customers[Math.floor(random() * customers.length)]!;
    const orderDate = new Date(2025, Math.floor((i / count) * 12), 1 + Math.floor(random() * 28));
    const delivered = random() < 0.7;
    const shipCountry = countryOf[customer] ?? "USA";
    const lines = 2 + Math.floor(random() * 4);
    const chosen = new Set<number>();
    while (chosen.size < lines) chosen.add(Math.floor(random() * products.length));
    const items: OrderRow[] = [...chosen].map((p, n) => {
      const product = products[p]!;
      const quantity = 1 + Math.floor(random() * 40);
      return {
        id: `${id}-${n + 1}`,
        name: product.name,
        category: product.category,
        unitPrice: product.price,
        quantity,
        total: Math.round(product.price * quantity * 100) / 100,
        orderDate,
        shipCountry,
        delivered,
      };
    });
    orders.push({
      id,
      name: customer,
      category: "Order",
      unitPrice: null,
      quantity: items.reduce((s, it) => s + it.quantity, 0),
      total: Math.round(items.reduce((s, it) => s + it.total, 0) * 100) / 100,
      orderDate,
      shipCountry,
      delivered,
      items,
    });
  }
  return orders;
}

/** 36 orders with 2 to 5 items each, nested under `items`. */
export const orders: OrderRow[] = createOrders(36, 5);

/** A fresh, editable nested copy. */
export const copyOrders = (): OrderRow[] => orders.map((o) => ({ ...o, items: o.items?.map((it) => ({ ...it })) }));

/** The same orders and items flat, each item pointing at its order with parentId. */
export const flatOrders: FlatOrderRow[] = orders.flatMap((o) => {
  const { items = [], ...order } = o;
  return [{ ...order, parentId: null }, ...items.map(({ items: _none, ...it }) => ({ ...it, parentId: o.id }))];
});
