// Series for the sparkline samples: short, deterministic runs of values (seeded random walks).
import { seededRandom } from "../../../_shared/random";

export interface Point {
  label: string;
  value: number;
}

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `count` values of a random walk starting at `start`, moving by up to ±`step` (plus `drift`) each time. */
export function walk(seed: number, count: number, start: number, step: number, drift = 0): number[] {
  const random = seededRandom(seed);
  const values: number[] = [];
  let value = start;
  for (let i = 0; i < count; i++) {
    value += (random() * 2 - 1) * step + drift;
    values.push(Math.round(value * 10) / 10);
  }
  return values;
}

/** Two years of monthly website sign-ups (thousands). */
export const monthlySignups: Point[] = walk(7, 24, 42, 6, 0.8).map((value, i) => ({
  label: `${monthNames[i % 12]} ${2023 + Math.floor(i / 12)}`,
  value,
}));

/** A shop's daily profit or loss (dollars) over six weeks: mostly profit, with losing days. */
export const dailyProfit: Point[] = (() => {
  const random = seededRandom(19);
  return Array.from({ length: 42 }, (_, i) => {
    // Weekends sell more; a slow patch in weeks 3 and 4; noise of up to ±$650.
    const weekend = i % 7 >= 5 ? 450 : 0;
    const slump = i >= 14 && i < 26 ? -380 : 0;
    return { label: `Day ${i + 1}`, value: Math.round(260 + weekend + slump + (random() * 2 - 1) * 650) };
  });
})();

/** A patient's resting heart rate (beats per minute) over 30 days; the healthy range is 60–100. */
export const heartRate: Point[] = (() => {
  const random = seededRandom(31);
  return Array.from({ length: 30 }, (_, i) => {
    // A fever from day 19 to day 23 pushes the rate up.
    const fever = i >= 18 && i <= 22 ? 28 - Math.abs(i - 20) * 6 : 0;
    return { label: `Day ${i + 1}`, value: Math.round(72 + fever + (random() * 2 - 1) * 14) };
  });
})();

/**
 * Hourly readings of a river-level gauge (metres) over two days, with gaps where the gauge sent nothing:
 * `null` marks an unknown value.
 */
export const riverLevel: { label: string; value: number | null }[] = walk(43, 48, 2.4, 0.12, 0.01).map((value, i) => ({
  label: `${String(i % 24).padStart(2, "0")}:00 day ${1 + Math.floor(i / 24)}`,
  value: (i >= 9 && i <= 13) || (i >= 30 && i <= 32) || i === 40 ? null : value,
}));

/** Match results of a football club's season: 1 for a win, -1 for a loss, 0 for a draw. */
export const seasonResults: Point[] = [1, 1, -1, 0, 1, 1, 1, -1, -1, 1, 0, 1, 1, -1, 1, 1, 0, -1, 1, 1, 1, 1, -1, 0, 1, -1, 1, 1, 1, 0].map(
  (value, i) => ({ label: `Match ${i + 1}`, value }),
);
