import { seededRandom } from "../../../_shared/random";

export interface Customer {
  id: number;
  name: string;
  company: string;
  city: string;
  country: string;
  orders: number;
  balance: number;
}

// Names and places with accents, so accent-insensitive matching has something to do.
const first = ["José", "Zoë", "Renée", "Björn", "François", "Łukasz", "Søren", "Inês", "Mañuel", "Chloé", "Jürgen", "Ana", "Noémie", "Åsa", "Dávid"];
const last = ["Muñoz", "Ångström", "Dubois", "Nuñez", "Çelik", "Müller", "Kovač", "Lefèvre", "Sørensen", "Brontë", "García", "Novák", "Østergaard"];
const places: [string, string][] = [
  ["São Paulo", "Brazil"],
  ["Zürich", "Switzerland"],
  ["Kraków", "Poland"],
  ["Malmö", "Sweden"],
  ["Montréal", "Canada"],
  ["Besançon", "France"],
  ["Córdoba", "Argentina"],
  ["Reykjavík", "Iceland"],
  ["Düsseldorf", "Germany"],
  ["Bogotá", "Colombia"],
  ["Plzeň", "Czechia"],
  ["Århus", "Denmark"],
];
const companies = ["Café Olé", "Crème Brûlée Ltd", "Pâtisserie Étoile", "Smørrebrød & Co", "Jalapeño Foods", "Über Snacks", "Façade Supplies", "Piñata Party"];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function createCustomers(count: number, seed = 5): Customer[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const [city, country] = pick(places, random);
    return {
      id: i + 1,
      name: `${pick(first, random)} ${pick(last, random)}`,
      company: pick(companies, random),
      city,
      country,
      orders: 1 + Math.floor(random() * 80),
      balance: Math.round(random() * 1_200_000) / 100,
    };
  });
}

export const customers = createCustomers(80);
