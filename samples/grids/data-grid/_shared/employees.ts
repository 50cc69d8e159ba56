import { seededRandom } from "../../../_shared/random";

/** A sales team: one row per employee, generated from a fixed seed so every load looks the same. */
export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  title: string;
  department: string;
  country: string;
  city: string;
  hireDate: Date;
  age: number;
  salary: number;
  sales: number;
  target: number;
  /** sales / target, 0..1.6 */
  progress: number;
  rating: number;
  active: boolean;
}

const firstNames = ["Anna", "Ben", "Carla", "David", "Elena", "Farid", "Grace", "Hugo", "Iris", "Jonas", "Kira", "Liam", "Maya", "Nikolai", "Olga", "Pedro", "Quinn", "Rosa", "Sven", "Tara", "Umar", "Vera", "Wes", "Yuki", "Zoe"];
const lastNames = ["Adams", "Berg", "Costa", "Dubois", "Evans", "Fischer", "Garcia", "Hansen", "Ivanova", "Jensen", "Kowalski", "Lopez", "Moreau", "Novak", "Olsen", "Petrov", "Rossi", "Schmidt", "Tanaka", "Weber"];
const titles = ["Sales Rep", "Account Manager", "Sales Manager", "Sales Engineer", "Regional Director"];
const departments = ["Enterprise", "Retail", "Public Sector", "Channel", "Online"];
const places: readonly (readonly [string, string])[] = [
  ["USA", "New York"],
  ["USA", "Chicago"],
  ["Canada", "Toronto"],
  ["UK", "London"],
  ["Germany", "Berlin"],
  ["France", "Paris"],
  ["Spain", "Madrid"],
  ["Japan", "Tokyo"],
  ["Brazil", "São Paulo"],
  ["Australia", "Sydney"],
];

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T;
}

export function makeEmployees(count: number, seed = 7): Employee[] {
  const r = seededRandom(seed);
  const rows: Employee[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(firstNames, r);
    const lastName = pick(lastNames, r);
    const [country, city] = pick(places, r);
    const title = pick(titles, r);
    const target = Math.round(200 + r() * 300) * 1000;
    const sales = Math.round(target * (0.4 + r() * 1.2));
    rows.push({
      id: 1001 + i,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      title,
      department: pick(departments, r),
      country,
      city,
      hireDate: new Date(2012 + Math.floor(r() * 13), Math.floor(r() * 12), 1 + Math.floor(r() * 28)),
      age: 22 + Math.floor(r() * 40),
      salary: Math.round((45 + titles.indexOf(title) * 18 + r() * 30) * 1000),
      sales,
      target,
      progress: sales / target,
      rating: 1 + Math.floor(r() * 5),
      active: r() > 0.15,
    });
  }
  return rows;
}

/** 200 employees, enough to scroll. */
export const employees: Employee[] = makeEmployees(200);
