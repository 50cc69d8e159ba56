import type { IgrPivotConfiguration } from "igniteui-react-grids";
import { seededRandom } from "../../../_shared/random";

/** One sale of a bike shop chain: the flat records the pivot samples aggregate. */
export interface Sale {
  date: string;
  year: string;
  quarter: string;
  country: string;
  store: string;
  category: string;
  product: string;
  seller: string;
  unitsSold: number;
  unitPrice: number;
  revenue: number;
}

const stores: readonly (readonly [string, string])[] = [
  ["USA", "Seattle"],
  ["USA", "Austin"],
  ["Germany", "Munich"],
  ["Germany", "Hamburg"],
  ["Netherlands", "Utrecht"],
  ["Japan", "Osaka"],
];
const products: readonly (readonly [string, string, number])[] = [
  ["Bikes", "Road Bike", 1450],
  ["Bikes", "Mountain Bike", 1190],
  ["Bikes", "City Bike", 640],
  ["Components", "Wheelset", 380],
  ["Components", "Brake Kit", 95],
  ["Accessories", "Helmet", 75],
  ["Accessories", "Bike Light", 35],
  ["Clothing", "Jersey", 55],
  ["Clothing", "Gloves", 25],
];
const sellers = ["Ava Brooks", "Lukas Braun", "Sanne de Vries", "Kenji Mori", "Noah Reyes", "Mia Schulz"];

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T;
}

function makeSales(count: number): Sale[] {
  const r = seededRandom(2024);
  const rows: Sale[] = [];
  for (let i = 0; i < count; i++) {
    const [country, store] = pick(stores, r);
    const [category, product, price] = pick(products, r);
    const year = 2024 + Math.floor(r() * 2);
    const month = Math.floor(r() * 12);
    const day = 1 + Math.floor(r() * 28);
    const unitsSold = 1 + Math.floor(r() * (price > 500 ? 6 : 40));
    const unitPrice = Math.round(price * (0.9 + r() * 0.2));
    rows.push({
      date: `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      year: String(year),
      quarter: `Q${Math.floor(month / 3) + 1}`,
      country,
      store,
      category,
      product,
      seller: pick(sellers, r),
      unitsSold,
      unitPrice,
      revenue: unitsSold * unitPrice,
    });
  }
  return rows;
}

export const sales: Sale[] = makeSales(600);

/** Dollar amounts without cents, for pivot value formatters. */
export const usd = (value: unknown) =>
  typeof value === "number" ? value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }) : String(value ?? "");

/**
 * A configuration made only of strings and aggregator names (no functions), so it survives
 * a round trip through JSON: the state-persistence samples rely on that.
 */
export function plainConfiguration(): IgrPivotConfiguration {
  return {
    rows: [
      { memberName: "category", displayName: "Category", enabled: true, childLevel: { memberName: "product", displayName: "Product", enabled: true } },
      { memberName: "seller", displayName: "Seller", enabled: false },
    ],
    columns: [
      { memberName: "country", displayName: "Country", enabled: true },
      { memberName: "year", displayName: "Year", enabled: false },
    ],
    values: [
      {
        member: "revenue",
        displayName: "Revenue",
        enabled: true,
        dataType: "currency",
        aggregate: { key: "SUM", label: "Sum", aggregatorName: "SUM" },
        aggregateList: [
          { key: "SUM", label: "Sum", aggregatorName: "SUM" },
          { key: "AVG", label: "Average", aggregatorName: "AVG" },
          { key: "MAX", label: "Maximum", aggregatorName: "MAX" },
        ],
      },
      {
        member: "unitsSold",
        displayName: "Units",
        enabled: false,
        aggregate: { key: "SUM", label: "Sum", aggregatorName: "SUM" },
      },
    ],
    filters: [{ memberName: "quarter", displayName: "Quarter", enabled: true }],
  };
}
