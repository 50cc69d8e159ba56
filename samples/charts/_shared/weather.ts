// Monthly climate of four cities, rounded from long-term climate normals: average daily high and
// low in °C and average rainfall in millimetres. Close to the real climate, but illustrative.

export interface CityMonth {
  month: string;
  high: number;
  low: number;
  rainfall: number;
}

export type City = "oslo" | "london" | "madrid" | "cairo";

export const cities: City[] = ["oslo", "london", "madrid", "cairo"];

export const cityNames: Record<City, string> = { oslo: "Oslo", london: "London", madrid: "Madrid", cairo: "Cairo" };

export const climate: Record<City, CityMonth[]> = {
  oslo: [
    { month: "Jan", high: 0, low: -6, rainfall: 49 },
    { month: "Feb", high: 1, low: -6, rainfall: 36 },
    { month: "Mar", high: 5, low: -3, rainfall: 47 },
    { month: "Apr", high: 11, low: 1, rainfall: 41 },
    { month: "May", high: 16, low: 6, rainfall: 53 },
    { month: "Jun", high: 20, low: 10, rainfall: 65 },
    { month: "Jul", high: 22, low: 13, rainfall: 81 },
    { month: "Aug", high: 21, low: 12, rainfall: 89 },
    { month: "Sep", high: 16, low: 8, rainfall: 90 },
    { month: "Oct", high: 10, low: 4, rainfall: 84 },
    { month: "Nov", high: 4, low: -1, rainfall: 73 },
    { month: "Dec", high: 1, low: -5, rainfall: 55 },
  ],
  london: [
    { month: "Jan", high: 8, low: 3, rainfall: 55 },
    { month: "Feb", high: 9, low: 3, rainfall: 41 },
    { month: "Mar", high: 12, low: 4, rainfall: 42 },
    { month: "Apr", high: 15, low: 6, rainfall: 44 },
    { month: "May", high: 18, low: 9, rainfall: 49 },
    { month: "Jun", high: 21, low: 12, rainfall: 45 },
    { month: "Jul", high: 24, low: 14, rainfall: 45 },
    { month: "Aug", high: 23, low: 14, rainfall: 50 },
    { month: "Sep", high: 20, low: 12, rainfall: 49 },
    { month: "Oct", high: 16, low: 9, rainfall: 69 },
    { month: "Nov", high: 11, low: 6, rainfall: 59 },
    { month: "Dec", high: 9, low: 3, rainfall: 55 },
  ],
  madrid: [
    { month: "Jan", high: 10, low: 3, rainfall: 33 },
    { month: "Feb", high: 12, low: 4, rainfall: 35 },
    { month: "Mar", high: 16, low: 6, rainfall: 25 },
    { month: "Apr", high: 18, low: 8, rainfall: 45 },
    { month: "May", high: 23, low: 12, rainfall: 48 },
    { month: "Jun", high: 29, low: 17, rainfall: 20 },
    { month: "Jul", high: 32, low: 20, rainfall: 11 },
    { month: "Aug", high: 32, low: 20, rainfall: 10 },
    { month: "Sep", high: 27, low: 16, rainfall: 28 },
    { month: "Oct", high: 20, low: 11, rainfall: 49 },
    { month: "Nov", high: 14, low: 6, rainfall: 56 },
    { month: "Dec", high: 10, low: 3, rainfall: 56 },
  ],
  cairo: [
    { month: "Jan", high: 19, low: 9, rainfall: 5 },
    { month: "Feb", high: 21, low: 10, rainfall: 4 },
    { month: "Mar", high: 24, low: 12, rainfall: 4 },
    { month: "Apr", high: 29, low: 15, rainfall: 1 },
    { month: "May", high: 32, low: 18, rainfall: 0 },
    { month: "Jun", high: 34, low: 21, rainfall: 0 },
    { month: "Jul", high: 35, low: 22, rainfall: 0 },
    { month: "Aug", high: 35, low: 23, rainfall: 0 },
    { month: "Sep", high: 33, low: 21, rainfall: 0 },
    { month: "Oct", high: 30, low: 18, rainfall: 1 },
    { month: "Nov", high: 25, low: 14, rainfall: 3 },
    { month: "Dec", high: 21, low: 11, rainfall: 6 },
  ],
};

/**
 * One city's highs as its own data source, with the value stored under the city's name.
 * Given several such arrays, a category chart draws one series per array and takes the
 * series title from the value's property name.
 */
export function cityHighs(city: City): { month: string; [city: string]: string | number }[] {
  return climate[city].map((row) => ({ month: row.month, [cityNames[city]]: row.high }));
}

/** The highs of every city in one source: one property per city. */
export const highsByMonth = climate.oslo.map((row, i) => ({
  month: row.month,
  Oslo: row.high,
  // Every city has the same twelve months, so the index always exists.
  London: climate.london[i]!.high,
  Madrid: climate.madrid[i]!.high,
  Cairo: climate.cairo[i]!.high,
}));
