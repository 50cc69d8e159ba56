// Seeded staff directory for grid samples. Every load produces the same rows.
import { seededRandom } from "../../../_shared/random";

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  title: string;
  department: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  birthDate: Date;
  hireDate: Date;
  salary: number;
  /** Share of the yearly goal reached, 0 to 1.5. */
  performance: number;
  remote: boolean;
}

const firstNames = ["Anna", "Ben", "Carla", "David", "Elena", "Felix", "Grace", "Hugo", "Iris", "Jonas", "Kira", "Liam", "Maya", "Noah", "Olga", "Pavel", "Rosa", "Sam", "Tara", "Victor", "Wen", "Yusuf", "Zoe", "Marco"];
const lastNames = ["Adams", "Berg", "Costa", "Dimitrov", "Evans", "Fischer", "Garcia", "Hansen", "Ivanova", "Jensen", "Kowalski", "Lopez", "Moreau", "Nakamura", "Olsen", "Petrov", "Quinn", "Rossi", "Schmidt", "Tanaka", "Walsh", "Young"];
const titlesByDepartment: Record<string, string[]> = {
  Sales: ["Sales Representative", "Account Manager", "Sales Director"],
  Engineering: ["Software Engineer", "Senior Engineer", "QA Engineer", "Engineering Manager"],
  Marketing: ["Marketing Specialist", "Content Writer", "Marketing Manager"],
  Support: ["Support Agent", "Support Lead"],
  Finance: ["Accountant", "Financial Analyst", "Controller"],
  HR: ["Recruiter", "HR Partner"],
};
export const departments = Object.keys(titlesByDepartment);
export const citiesByCountry: Record<string, string[]> = {
  USA: ["Seattle", "Boston", "Austin", "Denver"],
  UK: ["London", "Manchester", "Leeds"],
  Germany: ["Berlin", "Munich", "Hamburg"],
  France: ["Paris", "Lyon", "Nantes"],
  Japan: ["Tokyo", "Osaka"],
  Bulgaria: ["Sofia", "Plovdiv", "Varna"],
  Canada: ["Toronto", "Vancouver", "Montreal"],
};
export const countries = Object.keys(citiesByCountry);
const baseSalary: Record<string, number> = { Sales: 52000, Engineering: 78000, Marketing: 55000, Support: 42000, Finance: 61000, HR: 50000 };

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function createEmployees(count: number, seed = 7): Employee[] {
  const random = seededRandom(seed);
  const rows: Employee[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(firstNames, random);
    const lastName = pick(lastNames, random);
    const department = pick(departments, random);
    const country = pick(countries, random);
    const title = pick(titlesByDepartment[department] ?? [], random);
    const senior = /Director|Manager|Senior|Lead|Controller/.test(title) ? 1.45 : 1;
    rows.push({
      id: 101 + i,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      title,
      department,
      email: `${firstName}.${lastName}${i}@example.com`.toLowerCase(),
      phone: `+1 555 ${String(100 + Math.floor(random() * 900))} ${String(1000 + Math.floor(random() * 9000))}`,
      country,
      city: pick(citiesByCountry[country] ?? [], random),
      birthDate: new Date(1962 + Math.floor(random() * 38), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      hireDate: new Date(2008 + Math.floor(random() * 17), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      salary: Math.round(((baseSalary[department] ?? 50000) * senior * (0.85 + random() * 0.4)) / 100) * 100,
      performance: Math.round((0.4 + random() * 1.1) * 100) / 100,
      remote: random() < 0.35,
    });
  }
  return rows;
}

/** 60 employees, the same on every load. */
export const employees: Employee[] = createEmployees(60);
