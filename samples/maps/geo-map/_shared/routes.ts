// Flight routes between the cities of cities.ts, drawn as great-circle arcs.
import { cities, type City } from "./cities";
import type { MapPoint } from "../../../_shared/world-shapes";

export interface Route {
  from: string;
  to: string;
  /** Great-circle distance in kilometres. */
  distance: number;
  /** The map's polyline format: a list of lines, each a list of {x: longitude, y: latitude}. */
  points: MapPoint[][];
}

const toRad = (d: number) => (d * Math.PI) / 180;
const toDeg = (r: number) => (r * 180) / Math.PI;

function find(name: string): City {
  const city = cities.find((c) => c.name === name);
  if (!city) throw new Error(`Unknown city ${name}`);
  return city;
}

/** Points along the great circle from a to b, split where the arc crosses the antimeridian. */
function arc(a: City, b: City, steps = 48): { points: MapPoint[][]; distance: number } {
  const [φ1, λ1, φ2, λ2] = [toRad(a.lat), toRad(a.lon), toRad(b.lat), toRad(b.lon)];
  const d = 2 * Math.asin(Math.sqrt(Math.sin((φ2 - φ1) / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin((λ2 - λ1) / 2) ** 2));
  const lines: MapPoint[][] = [[]];
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const A = Math.sin((1 - f) * d) / Math.sin(d);
    const B = Math.sin(f * d) / Math.sin(d);
    const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
    const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
    const z = A * Math.sin(φ1) + B * Math.sin(φ2);
    const p = { x: toDeg(Math.atan2(y, x)), y: toDeg(Math.atan2(z, Math.sqrt(x * x + y * y))) };
    const line = lines[lines.length - 1] ?? [];
    const prev = line[line.length - 1];
    if (prev && Math.abs(p.x - prev.x) > 180) lines.push([p]);
    else line.push(p);
  }
  return { points: lines, distance: Math.round(d * 6371) };
}

const pairs: [string, string][] = [
  ["London", "New York"], ["London", "Dubai"], ["London", "Singapore"], ["London", "Johannesburg"], ["London", "Toronto"],
  ["New York", "Los Angeles"], ["New York", "São Paulo"], ["New York", "Paris"], ["Los Angeles", "Tokyo"], ["Los Angeles", "Sydney"],
  ["Dubai", "Mumbai"], ["Dubai", "Nairobi"], ["Dubai", "Bangkok"], ["Singapore", "Sydney"], ["Singapore", "Tokyo"],
  ["Tokyo", "Anchorage"], ["Paris", "Cairo"], ["Paris", "Lagos"], ["Madrid", "Buenos Aires"], ["Madrid", "Bogotá"],
  ["Istanbul", "Moscow"], ["Istanbul", "Beijing"], ["Beijing", "Seoul"], ["Sydney", "Auckland"], ["Santiago", "Lima"],
  ["Mexico City", "Havana"], ["Chicago", "Vancouver"], ["Reykjavík", "Stockholm"], ["Cairo", "Addis Ababa"], ["Perth", "Jakarta"],
];

export const routes: Route[] = pairs.map(([from, to]) => {
  const { points, distance } = arc(find(from), find(to));
  return { from, to, distance, points };
});
