// Population in millions every five years, 1960–2020, rounded from published estimates.
// Written for the chart samples: close to the real figures, but illustrative, not official statistics.

export interface PopulationYear {
  year: string;
  Nigeria: number;
  Brazil: number;
  Japan: number;
  Germany: number;
}

export type Country = Exclude<keyof PopulationYear, "year">;

export const countries: Country[] = ["Nigeria", "Brazil", "Japan", "Germany"];

/** Every country in one source: one property per country. */
export const populationByYear: PopulationYear[] = [
  { year: "1960", Nigeria: 45, Brazil: 72, Japan: 93, Germany: 73 },
  { year: "1965", Nigeria: 50, Brazil: 83, Japan: 99, Germany: 76 },
  { year: "1970", Nigeria: 56, Brazil: 95, Japan: 104, Germany: 78 },
  { year: "1975", Nigeria: 63, Brazil: 108, Japan: 112, Germany: 79 },
  { year: "1980", Nigeria: 73, Brazil: 121, Japan: 117, Germany: 78 },
  { year: "1985", Nigeria: 84, Brazil: 134, Japan: 121, Germany: 78 },
  { year: "1990", Nigeria: 95, Brazil: 149, Japan: 124, Germany: 79 },
  { year: "1995", Nigeria: 108, Brazil: 162, Japan: 125, Germany: 82 },
  { year: "2000", Nigeria: 123, Brazil: 175, Japan: 127, Germany: 82 },
  { year: "2005", Nigeria: 140, Brazil: 186, Japan: 128, Germany: 83 },
  { year: "2010", Nigeria: 161, Brazil: 196, Japan: 128, Germany: 82 },
  { year: "2015", Nigeria: 184, Brazil: 205, Japan: 127, Germany: 82 },
  { year: "2020", Nigeria: 208, Brazil: 213, Japan: 126, Germany: 83 },
];

/** One country as its own data source, with the value stored under the country's name (the series title). */
export function countryPopulation(country: Country): { year: string; [country: string]: string | number }[] {
  return populationByYear.map((row) => ({ year: row.year, [country]: row[country] }));
}
