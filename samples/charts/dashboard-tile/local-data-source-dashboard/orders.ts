// 2024 orders of a fictional solar equipment wholesaler: one row per order, generated with a seeded
// random generator so that every load shows the same orders.
import { seededRandom } from "../../../_shared/random";

export interface Order {
  region: string;
  product: string;
  quarter: string;
  units: number;
  revenue: number;
}

const regions = ["North", "South", "East", "West"];
const products = [
  { name: "Panels", price: 240 },
  { name: "Inverters", price: 910 },
  { name: "Batteries", price: 3200 },
  { name: "Mounts", price: 85 },
];
const quarters = ["Q1", "Q2", "Q3", "Q4"];

function makeOrders(count: number): Order[] {
  const random = seededRandom(2024);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const product = pick(products);
    const units = 5 + Math.floor(random() * 60);
    return {
      region: pick(regions),
      product: product.name,
      quarter: pick(quarters),
      units,
      revenue: Math.round(units * product.price * (0.9 + random() * 0.2)),
    };
  });
}

export const orders = makeOrders(400);
