// Daily open/high/low/close/volume bars of the charts group's fictional tickers, with a short day label
// for a category axis. For the financial series samples.
import { priceBars, tickers, type PriceBar } from "../../_shared/tickers";

export { tickers };

export interface LabelledBar extends PriceBar {
  day: string;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

export function bars(symbol: string, days: number): LabelledBar[] {
  const ticker = tickers.find((t) => t.symbol === symbol) ?? tickers[0]!;
  return priceBars(ticker, days).map((b) => ({ ...b, day: dayFormat.format(b.date) }));
}
