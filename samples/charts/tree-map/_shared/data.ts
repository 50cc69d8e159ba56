// Data for the tree map samples: a flat list of nodes, each pointing to its parent by id.
// Figures are approximate populations in millions (2023), rounded.

export interface Node {
  id: string;
  parent: string | null;
  name: string;
  /** Population in millions; parent (continent) rows have none: the tree map sums their children. */
  population?: number;
  /** Share of the population living in cities, in percent (leaves only). */
  urban?: number;
}

const continents: Node[] = [
  { id: "asia", parent: null, name: "Asia" },
  { id: "africa", parent: null, name: "Africa" },
  { id: "europe", parent: null, name: "Europe" },
  { id: "americas", parent: null, name: "Americas" },
  { id: "oceania", parent: null, name: "Oceania" },
];

// [continent, country, population, urban %]
const countryRows: [string, string, number, number][] = [
  ["asia", "India", 1429, 36],
  ["asia", "China", 1410, 65],
  ["asia", "Indonesia", 278, 58],
  ["asia", "Pakistan", 240, 38],
  ["asia", "Bangladesh", 173, 40],
  ["asia", "Japan", 124, 92],
  ["asia", "Philippines", 117, 48],
  ["asia", "Vietnam", 99, 39],
  ["asia", "Iran", 89, 77],
  ["asia", "Turkey", 85, 77],
  ["asia", "Thailand", 72, 53],
  ["africa", "Nigeria", 224, 54],
  ["africa", "Ethiopia", 127, 23],
  ["africa", "Egypt", 113, 43],
  ["africa", "DR Congo", 102, 47],
  ["africa", "Tanzania", 67, 37],
  ["africa", "South Africa", 60, 68],
  ["africa", "Kenya", 55, 29],
  ["europe", "Russia", 144, 75],
  ["europe", "Germany", 84, 78],
  ["europe", "United Kingdom", 68, 84],
  ["europe", "France", 68, 82],
  ["europe", "Italy", 59, 72],
  ["europe", "Spain", 48, 81],
  ["europe", "Poland", 37, 60],
  ["americas", "United States", 335, 83],
  ["americas", "Brazil", 216, 88],
  ["americas", "Mexico", 128, 81],
  ["americas", "Colombia", 52, 82],
  ["americas", "Argentina", 46, 92],
  ["americas", "Canada", 39, 82],
  ["americas", "Peru", 34, 79],
  ["oceania", "Australia", 26, 86],
  ["oceania", "Papua New Guinea", 10, 13],
  ["oceania", "New Zealand", 5, 87],
];

const countries: Node[] = countryRows.map(([parent, name, population, urban]) => ({
  id: name.toLowerCase().replace(/\s+/g, "-"),
  parent,
  name,
  population,
  urban,
}));

export const population: Node[] = [...continents, ...countries];
