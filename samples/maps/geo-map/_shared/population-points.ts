// Many deterministic points scattered around the large cities, a stand-in for individual
// settlements or sensor readings: the density samples need thousands of points.
import { seededRandom } from "../../../_shared/random";
import { cities } from "./cities";

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Roughly `count` points, more around bigger cities, spread with a normal-like falloff. */
export function populationPoints(count: number, seed = 11): GeoPoint[] {
  const random = seededRandom(seed);
  const total = cities.reduce((sum, c) => sum + c.population, 0);
  const points: GeoPoint[] = [];
  for (const city of cities) {
    const n = Math.round((count * city.population) / total);
    const spread = 1.5 + Math.sqrt(city.population) * 0.8;
    for (let i = 0; i < n; i++) {
      // Sum of uniforms: a cheap bell shape.
      const dx = (random() + random() + random() - 1.5) * spread;
      const dy = (random() + random() + random() - 1.5) * spread * 0.7;
      points.push({ lat: Math.max(-85, Math.min(85, city.lat + dy)), lon: ((city.lon + dx + 540) % 360) - 180 });
    }
  }
  return points;
}
