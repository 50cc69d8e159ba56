// Seeded sales data for the hierarchical grid samples: customers → orders → order lines.
// Every call produces the same rows, so samples that edit data can take a fresh copy.
import { seededRandom } from "../../../_shared/random";

export interface OrderLine {
  lineId: string;
  product: string;
  category: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
}

export type OrderStatus = "Pending" | "Packed" | "Shipped" | "Delivered";

export interface Order {
  orderId: number;
  orderDate: Date;
  requiredDate: Date;
  shippedDate: Date | null;
  shipVia: string;
  freight: number;
  status: OrderStatus;
  total: number;
  lines: OrderLine[];
}

export interface Customer {
  customerId: string;
  company: string;
  contact: string;
  title: string;
  country: string;
  city: string;
  phone: string;
  creditLimit: number;
  since: Date;
  active: boolean;
  orders: Order[];
}

const companies: [string, string, string, string, string][] = [
  ["ALFKI", "Alfreds Futterkiste", "Maria Anders", "Germany", "Berlin"],
  ["ANATR", "Ana Trujillo Emparedados", "Ana Trujillo", "Mexico", "Mexico D.F."],
  ["AROUT", "Around the Horn", "Thomas Hardy", "UK", "London"],
  ["BERGS", "Berglunds snabbköp", "Christina Berglund", "Sweden", "Luleå"],
  ["BLONP", "Blondel père et fils", "Frédérique Citeaux", "France", "Strasbourg"],
  ["BOTTM", "Bottom-Dollar Markets", "Elizabeth Lincoln", "Canada", "Tsawassen"],
  ["ERNSH", "Ernst Handel", "Roland Mendel", "Austria", "Graz"],
  ["FOLKO", "Folk och fä HB", "Maria Larsson", "Sweden", "Bräcke"],
  ["GREAL", "Great Lakes Food Market", "Howard Snyder", "USA", "Eugene"],
  ["HUNGO", "Hungry Owl All-Night Grocers", "Patricia McKenna", "Ireland", "Cork"],
  ["ISLAT", "Island Trading", "Helen Bennett", "UK", "Cowes"],
  ["LONEP", "Lonesome Pine Restaurant", "Fran Wilson", "USA", "Portland"],
  ["QUEEN", "Queen Cozinha", "Lúcia Carvalho", "Brazil", "São Paulo"],
  ["RATTC", "Rattlesnake Canyon Grocery", "Paula Wilson", "USA", "Albuquerque"],
  ["SIMOB", "Simons bistro", "Jytte Petersen", "Denmark", "København"],
  ["TORTU", "Tortuga Restaurante", "Miguel Angel Paolino", "Mexico", "México D.F."],
];
const titles = ["Owner", "Sales Representative", "Purchasing Manager", "Marketing Manager", "Accounting Manager"];
const catalogue: [string, string, number][] = [
  ["Chai", "Beverages", 18],
  ["Chang", "Beverages", 19],
  ["Aniseed Syrup", "Condiments", 10],
  ["Cajun Seasoning", "Condiments", 22],
  ["Boysenberry Spread", "Condiments", 25],
  ["Queso Cabrales", "Dairy", 21],
  ["Mozzarella di Giovanni", "Dairy", 34.8],
  ["Ikura", "Seafood", 31],
  ["Konbu", "Seafood", 6],
  ["Tofu", "Produce", 23.25],
  ["Pavlova", "Confections", 17.45],
  ["Teatime Biscuits", "Confections", 9.2],
  ["Knäckebröd", "Grains", 21],
  ["Rostbratwurst", "Meat", 123.79],
  ["Perth Pasties", "Meat", 32.8],
];
const shippers = ["Speedy Express", "United Package", "Federal Shipping"];
const statuses: OrderStatus[] = ["Pending", "Packed", "Shipped", "Delivered"];

const round2 = (n: number) => Math.round(n * 100) / 100;
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

export function makeCustomers(seed = 11): Customer[] {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  let orderId = 10248;
  return companies.map(([customerId, company, contact, country, city], c) => {
    const orders: Order[] = [];
    const orderCount = 2 + Math.floor(rand() * 5);
    for (let o = 0; o < orderCount; o++) {
      const orderDate = new Date(2025, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28));
      const status = pick(statuses);
      const shipped = status === "Shipped" || status === "Delivered";
      const lines: OrderLine[] = [];
      const lineCount = 1 + Math.floor(rand() * 5);
      for (let l = 0; l < lineCount; l++) {
        const [product, category, unitPrice] = pick(catalogue);
        const quantity = 1 + Math.floor(rand() * 40);
        const discount = pick([0, 0, 0, 0.05, 0.1, 0.15]);
        lines.push({
          lineId: `${orderId}-${l + 1}`,
          product,
          category,
          quantity,
          unitPrice,
          discount,
          total: round2(quantity * unitPrice * (1 - discount)),
        });
      }
      orders.push({
        orderId: orderId++,
        orderDate,
        requiredDate: addDays(orderDate, 14 + Math.floor(rand() * 14)),
        shippedDate: shipped ? addDays(orderDate, 1 + Math.floor(rand() * 9)) : null,
        shipVia: pick(shippers),
        freight: round2(rand() * 120),
        status,
        total: round2(lines.reduce((sum, line) => sum + line.total, 0)),
        lines,
      });
    }
    return {
      customerId,
      company,
      contact,
      title: pick(titles),
      country,
      city,
      phone: `(${100 + Math.floor(rand() * 900)}) 555-${String(1000 + Math.floor(rand() * 9000))}`,
      creditLimit: 5000 + Math.floor(rand() * 20) * 1000,
      since: new Date(2012 + Math.floor(rand() * 12), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)),
      active: c % 5 !== 3,
      orders,
    };
  });
}

export const customers: Customer[] = makeCustomers();
export { shippers, statuses };
