// Regulated electricity price of three fictional suppliers, in cents per kilowatt-hour, per quarter.
// Prices change only when a new tariff is set, so step charts draw them best. Illustrative figures.

export interface TariffQuarter {
  quarter: string;
  Northgrid: number;
  Coastal: number;
  Valley: number;
}

export type Supplier = Exclude<keyof TariffQuarter, "quarter">;

export const suppliers: Supplier[] = ["Northgrid", "Coastal", "Valley"];

export const tariffs: TariffQuarter[] = [
  { quarter: "Q1 21", Northgrid: 14.2, Coastal: 13.1, Valley: 15.6 },
  { quarter: "Q2 21", Northgrid: 14.2, Coastal: 13.1, Valley: 15.6 },
  { quarter: "Q3 21", Northgrid: 14.2, Coastal: 14.0, Valley: 15.6 },
  { quarter: "Q4 21", Northgrid: 16.8, Coastal: 14.0, Valley: 15.6 },
  { quarter: "Q1 22", Northgrid: 16.8, Coastal: 18.3, Valley: 17.9 },
  { quarter: "Q2 22", Northgrid: 21.5, Coastal: 18.3, Valley: 17.9 },
  { quarter: "Q3 22", Northgrid: 21.5, Coastal: 24.2, Valley: 19.4 },
  { quarter: "Q4 22", Northgrid: 27.9, Coastal: 24.2, Valley: 23.1 },
  { quarter: "Q1 23", Northgrid: 27.9, Coastal: 29.6, Valley: 23.1 },
  { quarter: "Q2 23", Northgrid: 25.1, Coastal: 29.6, Valley: 23.1 },
  { quarter: "Q3 23", Northgrid: 25.1, Coastal: 23.8, Valley: 24.5 },
  { quarter: "Q4 23", Northgrid: 22.4, Coastal: 23.8, Valley: 21.2 },
  { quarter: "Q1 24", Northgrid: 22.4, Coastal: 21.0, Valley: 21.2 },
  { quarter: "Q2 24", Northgrid: 22.4, Coastal: 19.7, Valley: 21.2 },
  { quarter: "Q3 24", Northgrid: 20.6, Coastal: 19.7, Valley: 21.2 },
  { quarter: "Q4 24", Northgrid: 20.6, Coastal: 19.7, Valley: 18.9 },
];

/** One supplier's prices as a single series: { quarter, price }. */
export function supplierTariff(supplier: Supplier): { quarter: string; price: number }[] {
  return tariffs.map((row) => ({ quarter: row.quarter, price: row[supplier] }));
}

/** One supplier as its own data source, with the price stored under its name (the series title). */
export function supplierSeries(supplier: Supplier): { quarter: string; [supplier: string]: string | number }[] {
  return tariffs.map((row) => ({ quarter: row.quarter, [supplier]: row[supplier] }));
}
