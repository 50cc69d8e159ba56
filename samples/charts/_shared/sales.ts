// Monthly revenue of a fictional retailer in 2024, in thousands of dollars, by sales region,
// plus the revenue of its online store. Written for the chart samples: the figures are invented.

export interface SalesMonth {
  month: string;
  North: number;
  South: number;
  East: number;
  West: number;
  online: number;
}

export type Region = "North" | "South" | "East" | "West";

export const regions: Region[] = ["North", "South", "East", "West"];

export const sales: SalesMonth[] = [
  { month: "Jan", North: 182, South: 141, East: 205, West: 118, online: 64 },
  { month: "Feb", North: 171, South: 150, East: 198, West: 124, online: 61 },
  { month: "Mar", North: 196, South: 163, East: 211, West: 131, online: 70 },
  { month: "Apr", North: 204, South: 171, East: 223, West: 129, online: 74 },
  { month: "May", North: 215, South: 188, East: 219, West: 142, online: 79 },
  { month: "Jun", North: 228, South: 201, East: 232, West: 151, online: 83 },
  { month: "Jul", North: 219, South: 214, East: 241, West: 163, online: 80 },
  { month: "Aug", North: 224, South: 209, East: 236, West: 171, online: 85 },
  { month: "Sep", North: 238, South: 196, East: 249, West: 168, online: 91 },
  { month: "Oct", North: 251, South: 187, East: 262, West: 174, online: 98 },
  { month: "Nov", North: 289, South: 214, East: 298, West: 203, online: 131 },
  { month: "Dec", North: 342, South: 268, East: 336, West: 245, online: 164 },
];

/** The four regions in one source (without the online figure). */
export const salesByRegion = sales.map(({ month, North, South, East, West }) => ({ month, North, South, East, West }));

/** One region as its own data source, with the value stored under the region's name (the series title). */
export function regionSales(region: Region): { month: string; [region: string]: string | number }[] {
  return sales.map((row) => ({ month: row.month, [region]: row[region] }));
}

/** Online-store revenue by month: a single series. */
export const onlineRevenue = sales.map((row) => ({ month: row.month, revenue: row.online }));
