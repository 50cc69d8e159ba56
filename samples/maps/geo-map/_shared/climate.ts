// A synthetic but plausible grid of mean annual surface temperatures (°C), for the contour,
// scatter-area and triangulation samples: warm at the equator, cold towards the poles,
// cooler over high ground and warmer where ocean currents bring heat.
export interface ClimatePoint {
  lat: number;
  lon: number;
  temperature: number;
}

function temperatureAt(lat: number, lon: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const base = 28 - 0.0095 * lat * lat - (lat < 0 ? 0.1 * Math.abs(lat) : 0);
  // Broad regional variation: a few smooth waves in longitude and latitude.
  const wave = 3 * Math.sin(rad(lon * 2 + 40)) * Math.cos(rad(lat * 2)) + 2 * Math.cos(rad(lon * 3 - lat * 2));
  // The Tibetan plateau and the Andes are cold for their latitude.
  const tibet = -14 * Math.exp(-((lat - 33) ** 2 + (lon - 88) ** 2) / 120);
  const andes = -8 * Math.exp(-((lon + 70) ** 2) / 20) * (Math.abs(lat) < 45 ? 1 : 0);
  // The Gulf Stream keeps north-western Europe mild.
  const gulf = 7 * Math.exp(-((lat - 57) ** 2 + (lon - 0) ** 2) / 300);
  return Math.round((base + wave + tibet + andes + gulf) * 10) / 10;
}

/** Points every `step` degrees from 60°S to 80°N. */
export function climateGrid(step = 5): ClimatePoint[] {
  const points: ClimatePoint[] = [];
  for (let lat = -60; lat <= 80; lat += step) {
    for (let lon = -180; lon <= 180; lon += step) {
      points.push({ lat, lon, temperature: temperatureAt(lat, lon) });
    }
  }
  return points;
}

export const temperatureColors = ["#313695", "#4575b4", "#74add1", "#abd9e9", "#ffffbf", "#fdae61", "#f46d43", "#d73027", "#a50026"];
