// Yearly renewable electricity generation of five countries, in terawatt-hours (TWh), 2015–2024.
// Rounded and illustrative: close to the published trend, not official statistics.

export type RenewablesCountry = "United States" | "Brazil" | "Canada" | "Germany" | "India";

const generation: Record<RenewablesCountry, number[]> = {
  "United States": [560, 620, 690, 710, 740, 800, 840, 920, 960, 1020],
  Brazil: [430, 450, 460, 490, 510, 520, 500, 590, 610, 630],
  Canada: [420, 430, 440, 430, 420, 430, 420, 440, 410, 400],
  Germany: [190, 190, 215, 225, 240, 250, 235, 255, 270, 275],
  India: [200, 210, 235, 260, 300, 320, 350, 380, 400, 450],
};

export const renewablesCountries = Object.keys(generation) as RenewablesCountry[];

export const renewablesYears = ["2015", "2016", "2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024"];

/**
 * One country's generation as its own data source. The value is stored under the country's name,
 * which the category chart uses as the series title.
 */
export function countryRenewables(country: RenewablesCountry): { year: string; [country: string]: string | number }[] {
  return renewablesYears.map((year, i) => ({ year, [country]: generation[country][i] ?? 0 }));
}

/** Generation of every country in one year: one item per country. */
export function renewablesInYear(year: string): { country: string; generation: number }[] {
  const i = renewablesYears.indexOf(year);
  return renewablesCountries.map((country) => ({ country, generation: generation[country][i] ?? 0 }));
}
