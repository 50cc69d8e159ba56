// A seeded company org chart for the tree grid samples: one CEO, vice presidents, managers and their
// teams. Every load produces the same people. `employees` is flat (id / parentId, for primaryKey and
// foreignKey); `employeeTree()` nests the same people under `reports` (for childDataKey).
import { seededRandom } from "../../../_shared/random";

export interface Employee {
  id: number;
  /** The manager's id; null for the CEO. */
  parentId: number | null;
  name: string;
  title: string;
  department: string;
  country: string;
  city: string;
  email: string;
  phone: string;
  hireDate: Date;
  age: number;
  salary: number;
  /** Share of the yearly goal reached, 0.4 to 1.5. */
  performance: number;
  remote: boolean;
}

export interface EmployeeNode extends Employee {
  reports?: EmployeeNode[];
}

const firstNames = ["Anna", "Ben", "Carla", "David", "Elena", "Felix", "Grace", "Hugo", "Iris", "Jonas", "Kira", "Liam", "Maya", "Noah", "Olga", "Pavel", "Rosa", "Sam", "Tara", "Victor", "Wen", "Yusuf", "Zoe", "Marco", "Nina", "Omar", "Priya", "Ruben"];
const lastNames = ["Adams", "Berg", "Costa", "Dimitrov", "Evans", "Fischer", "Garcia", "Hansen", "Ivanova", "Jensen", "Kowalski", "Lopez", "Moreau", "Nakamura", "Olsen", "Petrov", "Quinn", "Rossi", "Schmidt", "Tanaka", "Walsh", "Young"];
export const citiesByCountry: Record<string, string[]> = {
  USA: ["Seattle", "Boston", "Austin"],
  UK: ["London", "Manchester"],
  Germany: ["Berlin", "Munich"],
  Bulgaria: ["Sofia", "Plovdiv"],
  Japan: ["Tokyo", "Osaka"],
  Canada: ["Toronto", "Vancouver"],
};
export const countries = Object.keys(citiesByCountry);

/** Each department: its VP title, manager title and staff titles. */
const departmentTitles: Record<string, { vp: string; manager: string; staff: string[] }> = {
  Engineering: { vp: "VP of Engineering", manager: "Engineering Manager", staff: ["Software Engineer", "Senior Engineer", "QA Engineer"] },
  Sales: { vp: "VP of Sales", manager: "Sales Manager", staff: ["Account Executive", "Sales Representative"] },
  Marketing: { vp: "VP of Marketing", manager: "Marketing Manager", staff: ["Marketing Specialist", "Content Writer", "Designer"] },
  Finance: { vp: "CFO", manager: "Finance Manager", staff: ["Accountant", "Financial Analyst"] },
  Support: { vp: "VP of Customer Success", manager: "Support Lead", staff: ["Support Agent", "Support Engineer"] },
};
export const departments = Object.keys(departmentTitles);

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function createEmployees(seed: number): Employee[] {
  const random = seededRandom(seed);
  const rows: Employee[] = [];
  let nextId = 1;
  const used = new Set<string>();

  function person(parentId: number | null, title: string, department: string, level: number): Employee {
    let name = "";
    do name = `${pick(firstNames, random)} ${pick(lastNames, random)}`;
    while (used.has(name));
    used.add(name);
    const country = pick(countries, random);
    const base = [230000, 165000, 105000, 68000][level] ?? 60000;
    const employee: Employee = {
      id: nextId++,
      parentId,
      name,
      title,
      department,
      country,
      city: pick(citiesByCountry[country] ?? [], random),
      email: `${name.replace(" ", ".").toLowerCase()}@contoso.example`,
      phone: `+1 555 ${100 + Math.floor(random() * 900)} ${1000 + Math.floor(random() * 9000)}`,
      hireDate: new Date(2006 + level * 2 + Math.floor(random() * 10), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      age: 52 - level * 6 + Math.floor(random() * 12),
      salary: Math.round((base * (0.85 + random() * 0.35)) / 500) * 500,
      performance: Math.round((0.4 + random() * 1.1) * 100) / 100,
      remote: random() < 0.3,
    };
    rows.push(employee);
    return employee;
  }

  const ceo = person(null, "Chief Executive Officer", "Executive", 0);
  for (const department of departments) {
    const titles = departmentTitles[department]!;
    const vp = person(ceo.id, titles.vp, department, 1);
    const managers = 2 + Math.floor(random() * 2);
    for (let m = 0; m < managers; m++) {
      const manager = person(vp.id, titles.manager, department, 2);
      const staff = 2 + Math.floor(random() * 3);
      for (let s = 0; s < staff; s++) person(manager.id, pick(titles.staff, random), department, 3);
    }
  }
  return rows;
}

/** About 70 people in four levels, flat: link them with primaryKey="id" foreignKey="parentId". */
export const employees: Employee[] = createEmployees(11);

/** A fresh nested copy of the org chart: each manager's team is in `reports` (childDataKey="reports"). */
export function employeeTree(source: readonly Employee[] = employees): EmployeeNode[] {
  const nodes = new Map<number, EmployeeNode>(source.map((e) => [e.id, { ...e }]));
  const roots: EmployeeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) (parent.reports ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** A fresh, editable copy of the flat list. */
export const copyEmployees = (): Employee[] => employees.map((e) => ({ ...e }));
