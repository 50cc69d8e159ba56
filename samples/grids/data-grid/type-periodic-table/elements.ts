/** The 118 elements, their place in the periodic table and their category. */
export type Category =
  | "Alkali metal"
  | "Alkaline earth metal"
  | "Transition metal"
  | "Post-transition metal"
  | "Metalloid"
  | "Nonmetal"
  | "Halogen"
  | "Noble gas"
  | "Lanthanide"
  | "Actinide";

export interface Element {
  number: number;
  symbol: string;
  category: Category;
  /** 1..7 for the main table, 9 for lanthanides, 10 for actinides */
  row: number;
  /** 1..18 */
  column: number;
}

const symbols =
  "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe " +
  "Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr " +
  "Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og";

const groups: [Category, number[]][] = [
  ["Alkali metal", [3, 11, 19, 37, 55, 87]],
  ["Alkaline earth metal", [4, 12, 20, 38, 56, 88]],
  ["Metalloid", [5, 14, 32, 33, 51, 52]],
  ["Nonmetal", [1, 6, 7, 8, 15, 16, 34]],
  ["Halogen", [9, 17, 35, 53, 85, 117]],
  ["Noble gas", [2, 10, 18, 36, 54, 86, 118]],
  ["Post-transition metal", [13, 31, 49, 50, 81, 82, 83, 84, 113, 114, 115, 116]],
];

function categoryOf(z: number): Category {
  if (z >= 57 && z <= 71) return "Lanthanide";
  if (z >= 89 && z <= 103) return "Actinide";
  return groups.find(([, list]) => list.includes(z))?.[0] ?? "Transition metal";
}

function placeOf(z: number): [row: number, column: number] {
  if (z === 1) return [1, 1];
  if (z === 2) return [1, 18];
  if (z <= 18) {
    const row = z <= 10 ? 2 : 3;
    const i = z - (row === 2 ? 3 : 11);
    return [row, i < 2 ? i + 1 : i + 11];
  }
  if (z <= 54) return [z <= 36 ? 4 : 5, ((z - 19) % 18) + 1];
  const row = z <= 86 ? 6 : 7;
  const i = z - (row === 6 ? 55 : 87);
  if (i < 2) return [row, i + 1];
  if (i < 17) return [row === 6 ? 9 : 10, i + 1];
  return [row, i - 13];
}

export const elements: Element[] = symbols.split(" ").map((symbol, i) => {
  const [row, column] = placeOf(i + 1);
  return { number: i + 1, symbol, category: categoryOf(i + 1), row, column };
});

export const colors: Record<Category, string> = {
  "Alkali metal": "#ffb4a2",
  "Alkaline earth metal": "#ffd6a5",
  "Transition metal": "#fdffb6",
  "Post-transition metal": "#caffbf",
  Metalloid: "#b5ead7",
  Nonmetal: "#a0c4ff",
  Halogen: "#bdb2ff",
  "Noble gas": "#ffc6ff",
  Lanthanide: "#e2ece9",
  Actinide: "#f1dede",
};
