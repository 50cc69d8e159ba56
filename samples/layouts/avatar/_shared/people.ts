export interface Person {
  name: string;
  role: string;
  skin: string;
  hair: string;
  background: string;
}

export const people: Person[] = [
  { name: "Amelia Hart", role: "Product designer", skin: "#f1c7a5", hair: "#6b3e26", background: "#cfe3f7" },
  { name: "Kenji Watanabe", role: "Frontend engineer", skin: "#e8bf96", hair: "#1f1a17", background: "#f7e0c8" },
  { name: "Zara Okafor", role: "Data analyst", skin: "#8d5a3b", hair: "#2a1a12", background: "#d8f0d8" },
  { name: "Lucas Moreau", role: "Support lead", skin: "#f3d0b5", hair: "#c99a4b", background: "#ead7f5" },
  { name: "Priya Nair", role: "QA engineer", skin: "#c68e65", hair: "#140f0c", background: "#fde2e4" },
  { name: "Oskar Lind", role: "DevOps engineer", skin: "#f5d5c0", hair: "#9c4f28", background: "#d7eef0" },
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

/** A simple portrait drawn as an SVG data URL: no image is downloaded from anywhere. */
export function portrait(p: Person): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="${p.background}"/>
    <path d="M18 100c2-22 16-32 32-32s30 10 32 32z" fill="#4a6fa5"/>
    <rect x="43" y="56" width="14" height="14" fill="${p.skin}"/>
    <ellipse cx="50" cy="44" rx="19" ry="22" fill="${p.skin}"/>
    <path d="M30 42c0-16 9-24 20-24s20 8 20 24c-4-8-10-12-20-12s-16 4-20 12z" fill="${p.hair}"/>
    <circle cx="43" cy="46" r="2.2" fill="#2b2b2b"/><circle cx="57" cy="46" r="2.2" fill="#2b2b2b"/>
    <path d="M44 56q6 5 12 0" stroke="#8a4b3a" stroke-width="2" fill="none" stroke-linecap="round"/>
  </svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
