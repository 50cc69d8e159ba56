// Hiking trails of a fictional nature park as polylines of map coordinates (km east and north of the
// car park), with each trail's length and climb. Invented for the shape series samples.
export interface Trail {
  name: string;
  difficulty: "Easy" | "Moderate" | "Hard";
  color: string;
  lengthKm: number;
  climbM: number;
  /** One or more paths, each an array of points. */
  path: { x: number; y: number }[][];
}

export const trails: Trail[] = [
  {
    name: "Lakeside loop",
    difficulty: "Easy",
    color: "#2a9d4b",
    lengthKm: 5.2,
    climbM: 40,
    path: [[{ x: 0, y: 0 }, { x: 0.8, y: 0.6 }, { x: 1.9, y: 0.9 }, { x: 2.6, y: 0.3 }, { x: 2.2, y: -0.6 }, { x: 1.1, y: -0.8 }, { x: 0, y: 0 }]],
  },
  {
    name: "Ridge trail",
    difficulty: "Hard",
    color: "#d62728",
    lengthKm: 11.8,
    climbM: 720,
    path: [[{ x: 0, y: 0 }, { x: -0.6, y: 1.2 }, { x: -0.4, y: 2.5 }, { x: 0.5, y: 3.4 }, { x: 1.8, y: 3.9 }, { x: 3.1, y: 3.6 }, { x: 4.2, y: 4.4 }]],
  },
  {
    name: "Forest path",
    difficulty: "Moderate",
    color: "#f28e2b",
    lengthKm: 7.4,
    climbM: 260,
    path: [[{ x: 0.8, y: 0.6 }, { x: 1.4, y: 1.6 }, { x: 2.5, y: 2.1 }, { x: 3.4, y: 1.6 }, { x: 4.1, y: 2.4 }], [{ x: 2.5, y: 2.1 }, { x: 1.8, y: 3.9 }]],
  },
];

/** The park's lake and woods as polygons, for the shape series sample. */
export const areas = [
  { name: "Lake", kind: "water", color: "#9ecae1", ring: [[{ x: 0.9, y: 0.1 }, { x: 1.8, y: 0.5 }, { x: 2.3, y: 0.1 }, { x: 1.9, y: -0.4 }, { x: 1.1, y: -0.4 }]] },
  { name: "Pine wood", kind: "wood", color: "#a1d99b", ring: [[{ x: 1.0, y: 1.2 }, { x: 3.0, y: 1.0 }, { x: 3.8, y: 2.0 }, { x: 3.0, y: 2.8 }, { x: 1.5, y: 2.6 }]] },
  { name: "Summit meadow", kind: "meadow", color: "#fee391", ring: [[{ x: 3.4, y: 3.9 }, { x: 4.6, y: 3.8 }, { x: 4.8, y: 4.8 }, { x: 3.7, y: 4.9 }]] },
];
