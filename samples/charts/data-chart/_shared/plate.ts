// Temperature (°C) across a 1 m × 1 m steel plate heated at two points and cooled along one edge,
// sampled on a regular grid. A made-up smooth field for the scatter area and contour samples.
export interface PlatePoint {
  x: number;
  y: number;
  temperature: number;
}

function temperatureAt(x: number, y: number): number {
  const burner1 = 180 * Math.exp(-((x - 0.3) ** 2 + (y - 0.65) ** 2) / 0.03);
  const burner2 = 120 * Math.exp(-((x - 0.72) ** 2 + (y - 0.3) ** 2) / 0.02);
  const coolEdge = 15 * (1 - x);
  return Math.round((20 + burner1 + burner2 - coolEdge) * 10) / 10;
}

/** `steps` × `steps` points from 0 to 1 m on both axes. */
export function plateGrid(steps = 31): PlatePoint[] {
  const points: PlatePoint[] = [];
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const x = i / (steps - 1);
      const y = j / (steps - 1);
      points.push({ x: Math.round(x * 1000) / 1000, y: Math.round(y * 1000) / 1000, temperature: temperatureAt(x, y) });
    }
  }
  return points;
}
