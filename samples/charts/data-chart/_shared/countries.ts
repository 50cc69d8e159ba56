// Rounded development indicators of 24 countries, close to published 2022 estimates but illustrative,
// not official statistics: GDP per person (thousand US$, purchasing power), life expectancy (years),
// population (millions) and CO₂ emissions per person (tonnes). Written for the scatter samples.

export type Continent = "Africa" | "Americas" | "Asia" | "Europe";

export interface Country {
  name: string;
  continent: Continent;
  gdp: number;
  lifeExpectancy: number;
  population: number;
  co2: number;
}

export const continents: Continent[] = ["Africa", "Americas", "Asia", "Europe"];

export const continentColors: Record<Continent, string> = {
  Africa: "#f28e2b",
  Americas: "#d62728",
  Asia: "#2ab3a6",
  Europe: "#1f77b4",
};

export const countries: Country[] = [
  { name: "Nigeria", continent: "Africa", gdp: 5.5, lifeExpectancy: 53, population: 218, co2: 0.6 },
  { name: "Ethiopia", continent: "Africa", gdp: 2.8, lifeExpectancy: 65, population: 123, co2: 0.2 },
  { name: "Egypt", continent: "Africa", gdp: 15.1, lifeExpectancy: 70, population: 111, co2: 2.3 },
  { name: "South Africa", continent: "Africa", gdp: 15.9, lifeExpectancy: 62, population: 60, co2: 6.7 },
  { name: "Kenya", continent: "Africa", gdp: 5.8, lifeExpectancy: 62, population: 54, co2: 0.4 },
  { name: "Morocco", continent: "Africa", gdp: 9.2, lifeExpectancy: 75, population: 37, co2: 1.8 },
  { name: "United States", continent: "Americas", gdp: 76.4, lifeExpectancy: 77, population: 333, co2: 14.9 },
  { name: "Brazil", continent: "Americas", gdp: 17.8, lifeExpectancy: 73, population: 215, co2: 2.2 },
  { name: "Mexico", continent: "Americas", gdp: 21.5, lifeExpectancy: 74, population: 128, co2: 3.4 },
  { name: "Colombia", continent: "Americas", gdp: 19.2, lifeExpectancy: 73, population: 52, co2: 1.8 },
  { name: "Canada", continent: "Americas", gdp: 58.4, lifeExpectancy: 82, population: 39, co2: 14.2 },
  { name: "Chile", continent: "Americas", gdp: 29.2, lifeExpectancy: 79, population: 20, co2: 4.3 },
  { name: "China", continent: "Asia", gdp: 21.4, lifeExpectancy: 78, population: 1412, co2: 8.0 },
  { name: "India", continent: "Asia", gdp: 8.4, lifeExpectancy: 67, population: 1417, co2: 2.0 },
  { name: "Indonesia", continent: "Asia", gdp: 14.7, lifeExpectancy: 68, population: 276, co2: 2.6 },
  { name: "Japan", continent: "Asia", gdp: 45.6, lifeExpectancy: 84, population: 125, co2: 8.5 },
  { name: "Vietnam", continent: "Asia", gdp: 13.5, lifeExpectancy: 74, population: 98, co2: 3.5 },
  { name: "South Korea", continent: "Asia", gdp: 50.1, lifeExpectancy: 83, population: 52, co2: 11.6 },
  { name: "Germany", continent: "Europe", gdp: 63.2, lifeExpectancy: 81, population: 84, co2: 8.0 },
  { name: "United Kingdom", continent: "Europe", gdp: 54.6, lifeExpectancy: 81, population: 67, co2: 4.7 },
  { name: "France", continent: "Europe", gdp: 55.5, lifeExpectancy: 82, population: 68, co2: 4.6 },
  { name: "Italy", continent: "Europe", gdp: 51.9, lifeExpectancy: 83, population: 59, co2: 5.7 },
  { name: "Poland", continent: "Europe", gdp: 43.3, lifeExpectancy: 77, population: 38, co2: 7.9 },
  { name: "Sweden", continent: "Europe", gdp: 64.6, lifeExpectancy: 83, population: 10, co2: 3.6 },
];

export function countriesOf(continent: Continent): Country[] {
  return countries.filter((c) => c.continent === continent);
}
