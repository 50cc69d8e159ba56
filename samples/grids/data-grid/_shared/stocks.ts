import { seededRandom } from "../../../_shared/random";

/** A stock quote that the live-data samples move on a timer. */
export interface Quote {
  symbol: string;
  company: string;
  sector: string;
  price: number;
  open: number;
  change: number;
  changePercent: number;
  volume: number;
}

const companies: readonly (readonly [string, string, string])[] = [
  ["ACME", "Acme Robotics", "Industrials"],
  ["BLUE", "Bluewave Energy", "Energy"],
  ["CRTX", "Cortex Labs", "Health Care"],
  ["DLTA", "Delta Freight", "Industrials"],
  ["EVRG", "Evergreen Foods", "Consumer"],
  ["FNXT", "Finnext Bank", "Financials"],
  ["GLXY", "Galaxy Media", "Communication"],
  ["HLIO", "Helio Solar", "Energy"],
  ["IONQ", "Ion Quantum", "Technology"],
  ["JADE", "Jade Pharma", "Health Care"],
  ["KRNL", "Kernel Systems", "Technology"],
  ["LUMN", "Lumen Retail", "Consumer"],
  ["MAPL", "Maple Insurance", "Financials"],
  ["NOVA", "Nova Motors", "Consumer"],
  ["ORBT", "Orbit Telecom", "Communication"],
  ["PIXL", "Pixel Games", "Technology"],
  ["QRTZ", "Quartz Mining", "Materials"],
  ["RIVR", "River Water", "Utilities"],
  ["SLTE", "Slate Materials", "Materials"],
  ["TERA", "Terabyte Cloud", "Technology"],
];

export function makeQuotes(seed = 11): Quote[] {
  const r = seededRandom(seed);
  return companies.map(([symbol, company, sector]) => {
    const open = Math.round((20 + r() * 280) * 100) / 100;
    return { symbol, company, sector, price: open, open, change: 0, changePercent: 0, volume: Math.round(r() * 5_000_000) };
  });
}

/** Moves a quote by a small random step (returns a new object). */
export function tick(q: Quote, r: () => number): Quote {
  const price = Math.max(1, Math.round(q.price * (1 + (r() - 0.5) * 0.02) * 100) / 100);
  const change = Math.round((price - q.open) * 100) / 100;
  return { ...q, price, change, changePercent: change / q.open, volume: q.volume + Math.round(r() * 20_000) };
}
