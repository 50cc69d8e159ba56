// World country outlines for the geographic map samples, from the world-atlas package
// (Natural Earth 1:110m, public domain), converted from TopoJSON to the format the map's
// shape series reads: each country's `points` is an array of rings, each ring an array of {x: longitude, y: latitude}.
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Position } from "geojson";
import atlas from "world-atlas/countries-110m.json";

export type Continent = "Africa" | "Antarctica" | "Asia" | "Europe" | "North America" | "Oceania" | "South America";

export interface MapPoint {
  x: number;
  y: number;
}

export interface CountryShape {
  /** ISO 3166-1 numeric code; empty for the few areas that have none (e.g. Kosovo). */
  id: string;
  name: string;
  continent: Continent;
  points: MapPoint[][];
}

// Country names as world-atlas spells them, grouped by continent (Russia counted as Europe, as Natural Earth does).
const countriesByContinent: Record<Continent, string[]> = {
  Africa: [
    "Algeria", "Angola", "Benin", "Botswana", "Burkina Faso", "Burundi", "Cameroon", "Central African Rep.", "Chad",
    "Congo", "Côte d'Ivoire", "Dem. Rep. Congo", "Djibouti", "Egypt", "Eq. Guinea", "Eritrea", "eSwatini", "Ethiopia",
    "Gabon", "Gambia", "Ghana", "Guinea", "Guinea-Bissau", "Kenya", "Lesotho", "Liberia", "Libya", "Madagascar",
    "Malawi", "Mali", "Mauritania", "Morocco", "Mozambique", "Namibia", "Niger", "Nigeria", "Rwanda", "S. Sudan",
    "Senegal", "Sierra Leone", "Somalia", "Somaliland", "South Africa", "Sudan", "Tanzania", "Togo", "Tunisia",
    "Uganda", "W. Sahara", "Zambia", "Zimbabwe",
  ],
  Antarctica: ["Antarctica", "Fr. S. Antarctic Lands"],
  Asia: [
    "Afghanistan", "Armenia", "Azerbaijan", "Bangladesh", "Bhutan", "Brunei", "Cambodia", "China", "Cyprus", "Georgia",
    "India", "Indonesia", "Iran", "Iraq", "Israel", "Japan", "Jordan", "Kazakhstan", "Kuwait", "Kyrgyzstan", "Laos",
    "Lebanon", "Malaysia", "Mongolia", "Myanmar", "N. Cyprus", "Nepal", "North Korea", "Oman", "Pakistan", "Palestine",
    "Philippines", "Qatar", "Saudi Arabia", "South Korea", "Sri Lanka", "Syria", "Taiwan", "Tajikistan", "Thailand",
    "Timor-Leste", "Turkey", "Turkmenistan", "United Arab Emirates", "Uzbekistan", "Vietnam", "Yemen",
  ],
  Europe: [
    "Albania", "Austria", "Belarus", "Belgium", "Bosnia and Herz.", "Bulgaria", "Croatia", "Czechia", "Denmark",
    "Estonia", "Finland", "France", "Germany", "Greece", "Hungary", "Iceland", "Ireland", "Italy", "Kosovo", "Latvia",
    "Lithuania", "Luxembourg", "Macedonia", "Moldova", "Montenegro", "Netherlands", "Norway", "Poland", "Portugal",
    "Romania", "Russia", "Serbia", "Slovakia", "Slovenia", "Spain", "Sweden", "Switzerland", "Ukraine", "United Kingdom",
  ],
  "North America": [
    "Bahamas", "Belize", "Canada", "Costa Rica", "Cuba", "Dominican Rep.", "El Salvador", "Greenland", "Guatemala",
    "Haiti", "Honduras", "Jamaica", "Mexico", "Nicaragua", "Panama", "Puerto Rico", "Trinidad and Tobago",
    "United States of America",
  ],
  Oceania: ["Australia", "Fiji", "New Caledonia", "New Zealand", "Papua New Guinea", "Solomon Is.", "Vanuatu"],
  "South America": [
    "Argentina", "Bolivia", "Brazil", "Chile", "Colombia", "Ecuador", "Falkland Is.", "Guyana", "Paraguay", "Peru",
    "Suriname", "Uruguay", "Venezuela",
  ],
};

const continentByName = new Map<string, Continent>(
  Object.entries(countriesByContinent).flatMap(([continent, names]) => names.map((n) => [n, continent as Continent] as const)),
);

function toRing(ring: Position[]): MapPoint[] {
  return ring.map(([x = 0, y = 0]) => ({ x, y }));
}

// world-atlas keeps a ring that crosses the antimeridian whole (its shapes are made for spherical projections).
// The map's flat projection would draw such a ring as a band across the world, so it is cut into one ring per side.
function splitAtAntimeridian(ring: MapPoint[]): MapPoint[][] {
  const chains: MapPoint[][] = [[]];
  ring.forEach((p, i) => {
    const prev = ring[i - 1];
    if (prev && Math.abs(p.x - prev.x) > 180) chains.push([]);
    chains[chains.length - 1]?.push(p);
  });
  // One crossing means the ring goes around a pole (Antarctica): its closing edge runs along the map's bottom, so keep it.
  if (chains.length <= 2) return [ring];
  // The ring starts and ends in the same chain.
  const tail = chains.pop() ?? [];
  chains[0] = [...tail, ...(chains[0] ?? [])];
  return chains;
}

function toShapes(): CountryShape[] {
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  return collection.features.map((f) => {
    const name = f.properties?.name ?? "";
    const g = f.geometry;
    // A polygon is a list of rings; a multi-polygon a list of polygons. The shape series takes a flat list of rings.
    const rings = g.type === "Polygon" ? g.coordinates : g.type === "MultiPolygon" ? g.coordinates.flat() : [];
    return {
      id: f.id === undefined ? "" : String(f.id),
      name,
      // Every name in the atlas is listed above; the fallback only guards against a future atlas version.
      continent: continentByName.get(name) ?? "Antarctica",
      points: rings.flatMap((r) => splitAtAntimeridian(toRing(r))),
    };
  });
}

/** All 177 countries and territories of the 1:110m world map. */
export const worldShapes: CountryShape[] = toShapes();

export const continents = Object.keys(countriesByContinent) as Continent[];
