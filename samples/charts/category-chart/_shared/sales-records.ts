// Quarterly sales records of a fictional electronics retailer, 2022–2024: one record per country,
// product and quarter, in thousands of US dollars. Generated from a seeded pseudo-random generator
// so every load shows the same figures.

export interface SalesRecord {
  country: string;
  product: string;
  year: string;
  quarter: string;
  /** Year and quarter, e.g. "2023 Q2": sorts in time order. */
  period: string;
  sales: number;
  units: number;
}

export const salesCountries = ["USA", "UK", "Germany", "Japan", "Brazil"];
export const salesProducts = ["Laptops", "Phones", "Tablets", "Monitors"];
export const salesYears = ["2022", "2023", "2024"];
const quarters = ["Q1", "Q2", "Q3", "Q4"];

const countryScale: Record<string, number> = { USA: 1.6, UK: 0.8, Germany: 0.9, Japan: 1.1, Brazil: 0.6 };
const productPrice: Record<string, number> = { Laptops: 1.1, Phones: 0.8, Tablets: 0.45, Monitors: 0.3 };
const productVolume: Record<string, number> = { Laptops: 300, Phones: 520, Tablets: 260, Monitors: 340 };
// Holiday sales lift the fourth quarter.
const season = [0.9, 0.85, 0.95, 1.3];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRecords(): SalesRecord[] {
  const next = random(2024);
  const records: SalesRecord[] = [];
  salesYears.forEach((year, y) => {
    quarters.forEach((quarter, q) => {
      for (const country of salesCountries) {
        for (const product of salesProducts) {
          const growth = 1 + 0.08 * y;
          const units = Math.round((productVolume[product] ?? 0) * (countryScale[country] ?? 0) * (season[q] ?? 1) * growth * (0.85 + next() * 0.3));
          const sales = Math.round(units * (productPrice[product] ?? 0) * (0.95 + next() * 0.1));
          records.push({ country, product, year, quarter, period: `${year} ${quarter}`, sales, units });
        }
      }
    });
  });
  return records;
}

export const salesRecords: SalesRecord[] = makeRecords();

/** Sales per quarter of 2024 with one property per product: one source, several series. */
export const productSales2024 = quarters.map((quarter) => {
  const row: { quarter: string; [product: string]: string | number } = { quarter };
  for (const product of salesProducts) {
    row[product] = salesRecords
      .filter((r) => r.year === "2024" && r.quarter === quarter && r.product === product)
      .reduce((sum, r) => sum + r.sales, 0);
  }
  return row;
});

/**
 * One country's sales per quarter of a year as its own data source. The value is stored under the
 * country's name, which the category chart uses as the series title.
 */
export function countryQuarterlySales(country: string, year: string): { quarter: string; [country: string]: string | number }[] {
  return quarters.map((quarter) => ({
    quarter,
    [country]: salesRecords
      .filter((r) => r.country === country && r.year === year && r.quarter === quarter)
      .reduce((sum, r) => sum + r.sales, 0),
  }));
}
