// Seeded stock quotes for grid samples. Every load produces the same rows.
import { seededRandom } from "../../../_shared/random";

export interface Quote {
  id: number;
  symbol: string;
  company: string;
  sector: string;
  open: number;
  price: number;
  change: number;
  /** The change as a fraction of the open price, e.g. -0.0123. */
  changePercent: number;
  high: number;
  low: number;
  volume: number;
  marketCap: number;
  rating: "Strong Buy" | "Buy" | "Hold" | "Sell";
}

const sectors = ["Technology", "Energy", "Healthcare", "Finance", "Retail", "Industrials", "Utilities"];
const syllables = ["ar", "bel", "cor", "dyn", "ex", "fin", "gal", "hex", "ion", "jet", "kin", "lum", "mar", "nov", "or", "pex", "qua", "ros", "syn", "tek", "ul", "vor", "wex", "zen"];
const suffixes = ["Systems", "Holdings", "Energy", "Labs", "Group", "Capital", "Motors", "Foods", "Networks", "Health"];
const ratings: Quote["rating"][] = ["Strong Buy", "Buy", "Buy", "Hold", "Hold", "Sell"];

export function createQuotes(count: number, seed = 23): Quote[] {
  const random = seededRandom(seed);
  const used = new Set<string>();
  const rows: Quote[] = [];
  for (let i = 0; i < count; i++) {
    const a = syllables[Math.floor(random() * syllables.length)] ?? "ar";
    const b = syllables[Math.floor(random() * syllables.length)] ?? "el";
    let symbol = (a + b).slice(0, 4).toUpperCase();
    while (used.has(symbol)) symbol = symbol.slice(0, 3) + String.fromCharCode(65 + Math.floor(random() * 26));
    used.add(symbol);
    const open = Math.round((5 + random() * 495) * 100) / 100;
    const changePercent = Math.round((random() - 0.5) * 0.16 * 10000) / 10000;
    const price = Math.round(open * (1 + changePercent) * 100) / 100;
    const high = Math.round(Math.max(open, price) * (1 + random() * 0.02) * 100) / 100;
    const low = Math.round(Math.min(open, price) * (1 - random() * 0.02) * 100) / 100;
    rows.push({
      id: i + 1,
      symbol,
      company: `${a[0]!.toUpperCase()}${a.slice(1)}${b} ${suffixes[Math.floor(random() * suffixes.length)]}`,
      sector: sectors[Math.floor(random() * sectors.length)] ?? "Technology",
      open,
      price,
      change: Math.round((price - open) * 100) / 100,
      changePercent,
      high,
      low,
      volume: Math.floor(random() * 20_000_000),
      marketCap: Math.round(open * (1 + random() * 400) * 1_000_000),
      rating: ratings[Math.floor(random() * ratings.length)] ?? "Hold",
    });
  }
  return rows;
}

/** 120 quotes, the same on every load. */
export const quotes: Quote[] = createQuotes(120);
