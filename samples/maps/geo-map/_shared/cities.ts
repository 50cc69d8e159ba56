// Large cities of the world with their coordinates and approximate metropolitan population
// (millions, rounded), for the geographic map samples.
import type { Continent } from "../../../_shared/world-shapes";

export interface City {
  name: string;
  country: string;
  continent: Exclude<Continent, "Antarctica">;
  lat: number;
  lon: number;
  /** Metropolitan population in millions (approximate). */
  population: number;
  capital: boolean;
}

type Row = [string, string, City["continent"], number, number, number, boolean];

const rows: Row[] = [
  ["Tokyo", "Japan", "Asia", 35.68, 139.69, 37.2, true],
  ["Delhi", "India", "Asia", 28.61, 77.21, 32.9, true],
  ["Shanghai", "China", "Asia", 31.23, 121.47, 29.2, false],
  ["Dhaka", "Bangladesh", "Asia", 23.81, 90.41, 23.2, true],
  ["São Paulo", "Brazil", "South America", -23.55, -46.63, 22.6, false],
  ["Cairo", "Egypt", "Africa", 30.04, 31.24, 22.2, true],
  ["Mexico City", "Mexico", "North America", 19.43, -99.13, 22.3, true],
  ["Beijing", "China", "Asia", 39.9, 116.41, 21.8, true],
  ["Mumbai", "India", "Asia", 19.08, 72.88, 21.3, false],
  ["Osaka", "Japan", "Asia", 34.69, 135.5, 19.0, false],
  ["Karachi", "Pakistan", "Asia", 24.86, 67.01, 17.2, false],
  ["Istanbul", "Turkey", "Europe", 41.01, 28.98, 15.8, false],
  ["Kinshasa", "Dem. Rep. Congo", "Africa", -4.44, 15.27, 16.3, true],
  ["Lagos", "Nigeria", "Africa", 6.52, 3.38, 15.9, false],
  ["Buenos Aires", "Argentina", "South America", -34.6, -58.38, 15.5, true],
  ["Manila", "Philippines", "Asia", 14.6, 120.98, 14.9, true],
  ["Moscow", "Russia", "Europe", 55.76, 37.62, 12.7, true],
  ["Jakarta", "Indonesia", "Asia", -6.21, 106.85, 11.2, true],
  ["Rio de Janeiro", "Brazil", "South America", -22.91, -43.17, 13.7, false],
  ["Los Angeles", "United States of America", "North America", 34.05, -118.24, 12.5, false],
  ["Paris", "France", "Europe", 48.86, 2.35, 11.3, true],
  ["Lima", "Peru", "South America", -12.05, -77.04, 11.3, true],
  ["Bangkok", "Thailand", "Asia", 13.76, 100.5, 11.1, true],
  ["Seoul", "South Korea", "Asia", 37.57, 126.98, 10.0, true],
  ["London", "United Kingdom", "Europe", 51.51, -0.13, 9.7, true],
  ["Tehran", "Iran", "Asia", 35.69, 51.39, 9.6, true],
  ["Bogotá", "Colombia", "South America", 4.71, -74.07, 11.5, true],
  ["New York", "United States of America", "North America", 40.71, -74.01, 18.9, false],
  ["Chicago", "United States of America", "North America", 41.88, -87.63, 8.9, false],
  ["Luanda", "Angola", "Africa", -8.84, 13.23, 9.3, true],
  ["Johannesburg", "South Africa", "Africa", -26.2, 28.05, 6.2, false],
  ["Nairobi", "Kenya", "Africa", -1.29, 36.82, 5.3, true],
  ["Addis Ababa", "Ethiopia", "Africa", 9.03, 38.74, 5.5, true],
  ["Casablanca", "Morocco", "Africa", 33.57, -7.59, 3.9, false],
  ["Madrid", "Spain", "Europe", 40.42, -3.7, 6.8, true],
  ["Berlin", "Germany", "Europe", 52.52, 13.4, 3.6, true],
  ["Rome", "Italy", "Europe", 41.9, 12.5, 4.3, true],
  ["Stockholm", "Sweden", "Europe", 59.33, 18.07, 1.7, true],
  ["Toronto", "Canada", "North America", 43.65, -79.38, 6.4, false],
  ["Vancouver", "Canada", "North America", 49.28, -123.12, 2.6, false],
  ["Havana", "Cuba", "North America", 23.11, -82.37, 2.1, true],
  ["Santiago", "Chile", "South America", -33.45, -70.67, 6.9, true],
  ["Sydney", "Australia", "Oceania", -33.87, 151.21, 5.3, false],
  ["Melbourne", "Australia", "Oceania", -37.81, 144.96, 5.2, false],
  ["Perth", "Australia", "Oceania", -31.95, 115.86, 2.2, false],
  ["Auckland", "New Zealand", "Oceania", -36.85, 174.76, 1.7, false],
  ["Singapore", "Singapore", "Asia", 1.35, 103.82, 6.0, true],
  ["Riyadh", "Saudi Arabia", "Asia", 24.71, 46.68, 7.7, true],
  ["Dubai", "United Arab Emirates", "Asia", 25.2, 55.27, 3.6, false],
  ["Anchorage", "United States of America", "North America", 61.22, -149.9, 0.4, false],
  ["Reykjavík", "Iceland", "Europe", 64.15, -21.94, 0.2, true],
];

export const cities: City[] = rows.map(([name, country, continent, lat, lon, population, capital]) => ({
  name,
  country,
  continent,
  lat,
  lon,
  population,
  capital,
}));

export const continentColors: Record<City["continent"], string> = {
  Africa: "#e8a33d",
  Asia: "#d9594c",
  Europe: "#4a7fc1",
  "North America": "#55a868",
  "South America": "#9467bd",
  Oceania: "#2bb3b1",
};
