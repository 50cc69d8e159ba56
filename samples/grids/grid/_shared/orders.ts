// Seeded sales orders for grid samples. Every load produces the same rows.
import { seededRandom } from "../../../_shared/random";

export type OrderStatus = "Pending" | "Packed" | "Shipped" | "Delivered" | "Cancelled";

export interface Order {
  orderId: number;
  customer: string;
  contact: string;
  country: string;
  city: string;
  product: string;
  category: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
  orderDate: Date;
  requiredDate: Date;
  shippedDate: Date | null;
  shipper: string;
  freight: number;
  status: OrderStatus;
}

const customers: [string, string, string, string][] = [
  ["Alfreds Futterkiste", "Maria Anders", "Germany", "Berlin"],
  ["Around the Horn", "Thomas Hardy", "UK", "London"],
  ["Blondel Pere et Fils", "Frederique Citeaux", "France", "Strasbourg"],
  ["Bottom-Dollar Markets", "Elizabeth Lincoln", "Canada", "Tsawassen"],
  ["Ernst Handel", "Roland Mendel", "Austria", "Graz"],
  ["Folk och fa HB", "Maria Larsson", "Sweden", "Bracke"],
  ["Great Lakes Food Market", "Howard Snyder", "USA", "Eugene"],
  ["Hungry Owl All-Night Grocers", "Patricia McKenna", "Ireland", "Cork"],
  ["Island Trading", "Helen Bennett", "UK", "Cowes"],
  ["Lonesome Pine Restaurant", "Fran Wilson", "USA", "Portland"],
  ["Queen Cozinha", "Lucia Carvalho", "Brazil", "Sao Paulo"],
  ["Rattlesnake Canyon Grocery", "Paula Wilson", "USA", "Albuquerque"],
  ["Simons bistro", "Jytte Petersen", "Denmark", "Kobenhavn"],
  ["Tortuga Restaurante", "Miguel Angel Paolino", "Mexico", "Mexico D.F."],
  ["Wartian Herkku", "Pirkko Koskitalo", "Finland", "Oulu"],
];
const catalogue: [string, string, number][] = [
  ["Chai", "Beverages", 18],
  ["Chang", "Beverages", 19],
  ["Aniseed Syrup", "Condiments", 10],
  ["Chef Anton's Cajun Seasoning", "Condiments", 22],
  ["Grandma's Boysenberry Spread", "Condiments", 25],
  ["Queso Cabrales", "Dairy", 21],
  ["Mozzarella di Giovanni", "Dairy", 34.8],
  ["Ikura", "Seafood", 31],
  ["Konbu", "Seafood", 6],
  ["Tofu", "Produce", 23.25],
  ["Pavlova", "Confections", 17.45],
  ["Teatime Chocolate Biscuits", "Confections", 9.2],
  ["Gustaf's Knackebrod", "Grains", 21],
  ["Thuringer Rostbratwurst", "Meat", 123.79],
  ["Perth Pasties", "Meat", 32.8],
];
export const shippers = ["Speedy Express", "United Package", "Federal Shipping"];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

const DAY = 86_400_000;

export function createOrders(count: number, seed = 11): Order[] {
  const random = seededRandom(seed);
  const first = new Date(2024, 0, 2).getTime();
  const today = new Date(2025, 5, 30).getTime();
  const rows: Order[] = [];
  for (let i = 0; i < count; i++) {
    const [customer, contact, country, city] = pick(customers, random);
    const [product, category, unitPrice] = pick(catalogue, random);
    const quantity = 1 + Math.floor(random() * 60);
    const discount = pick([0, 0, 0, 0.05, 0.1, 0.15, 0.2], random);
    const orderDate = new Date(first + Math.floor(((today - first) * i) / count) + Math.floor(random() * 3) * DAY);
    const requiredDate = new Date(orderDate.getTime() + (14 + Math.floor(random() * 3) * 7) * DAY);
    const roll = random();
    const status: Order["status"] = roll < 0.06 ? "Cancelled" : roll < 0.16 ? "Pending" : roll < 0.24 ? "Packed" : roll < 0.42 ? "Shipped" : "Delivered";
    const shipped = status === "Shipped" || status === "Delivered";
    rows.push({
      orderId: 10248 + i,
      customer,
      contact,
      country,
      city,
      product,
      category,
      quantity,
      unitPrice,
      discount,
      total: Math.round(quantity * unitPrice * (1 - discount) * 100) / 100,
      orderDate,
      requiredDate,
      shippedDate: shipped ? new Date(orderDate.getTime() + (1 + Math.floor(random() * 20)) * DAY) : null,
      shipper: pick(shippers, random),
      freight: Math.round(random() * 25000) / 100,
      status,
    });
  }
  return rows;
}

/** 400 orders, the same on every load. */
export const orders: Order[] = createOrders(400);
