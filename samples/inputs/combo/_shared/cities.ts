/** European and Asian cities with their country and population (millions, rounded). */
export interface City {
  id: string;
  name: string;
  country: string;
  continent: "Europe" | "Asia" | "Americas";
  population: number;
}

export const cities: City[] = [
  { id: "LIS", name: "Lisbon", country: "Portugal", continent: "Europe", population: 0.55 },
  { id: "MAD", name: "Madrid", country: "Spain", continent: "Europe", population: 3.3 },
  { id: "PAR", name: "Paris", country: "France", continent: "Europe", population: 2.1 },
  { id: "BER", name: "Berlin", country: "Germany", continent: "Europe", population: 3.7 },
  { id: "SOF", name: "Sofia", country: "Bulgaria", continent: "Europe", population: 1.2 },
  { id: "OSL", name: "Oslo", country: "Norway", continent: "Europe", population: 0.7 },
  { id: "ZRH", name: "Zürich", country: "Switzerland", continent: "Europe", population: 0.42 },
  { id: "TYO", name: "Tokyo", country: "Japan", continent: "Asia", population: 14 },
  { id: "SEL", name: "Seoul", country: "South Korea", continent: "Asia", population: 9.4 },
  { id: "SIN", name: "Singapore", country: "Singapore", continent: "Asia", population: 5.9 },
  { id: "BKK", name: "Bangkok", country: "Thailand", continent: "Asia", population: 10.5 },
  { id: "HAN", name: "Hanoi", country: "Vietnam", continent: "Asia", population: 8.3 },
  { id: "NYC", name: "New York", country: "United States", continent: "Americas", population: 8.3 },
  { id: "MEX", name: "Mexico City", country: "Mexico", continent: "Americas", population: 9.2 },
  { id: "BOG", name: "Bogotá", country: "Colombia", continent: "Americas", population: 7.9 },
  { id: "LIM", name: "Lima", country: "Peru", continent: "Americas", population: 10 },
  { id: "MTL", name: "Montréal", country: "Canada", continent: "Americas", population: 1.8 },
];

export const continentIcons: Record<City["continent"], string> = { Europe: "euro", Asia: "temple_buddhist", Americas: "landscape" };
