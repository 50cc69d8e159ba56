// Output of a fictional 40 MW solar farm through a day, in megawatts, every half hour,
// for three days of the year. Generated from a bell-shaped daylight curve; illustrative.

export interface SolarReading {
  time: string;
  output: number;
}

export interface SolarDay {
  name: string;
  sunrise: number;
  sunset: number;
  /** Peak output in MW at solar noon. */
  peak: number;
  /** Fraction of output lost to passing clouds, per half hour (deterministic pattern). */
  clouds: number;
}

export const solarDays: SolarDay[] = [
  { name: "Summer", sunrise: 5, sunset: 21.5, peak: 36, clouds: 0.05 },
  { name: "Equinox", sunrise: 7, sunset: 19, peak: 27, clouds: 0.15 },
  { name: "Winter", sunrise: 8.5, sunset: 15.5, peak: 13, clouds: 0.25 },
];

function label(hour: number): string {
  const h = Math.floor(hour);
  return `${String(h).padStart(2, "0")}:${hour % 1 === 0 ? "00" : "30"}`;
}

/** Half-hourly output from 04:00 to 22:00 for one day. */
export function solarOutput(day: SolarDay): SolarReading[] {
  const readings: SolarReading[] = [];
  const noon = (day.sunrise + day.sunset) / 2;
  const halfLength = (day.sunset - day.sunrise) / 2;
  for (let hour = 4; hour <= 22; hour += 0.5) {
    const x = (hour - noon) / halfLength;
    const daylight = Math.abs(x) < 1 ? Math.cos((x * Math.PI) / 2) ** 2 : 0;
    const shade = 1 - day.clouds * (0.5 + 0.5 * Math.sin(hour * 2.3));
    readings.push({ time: label(hour), output: Math.round(day.peak * daylight * shade * 10) / 10 });
  }
  return readings;
}

/** One day as its own data source, with the output stored under the day's name (the series title). */
export function solarDayOutput(day: SolarDay): { time: string; [day: string]: string | number }[] {
  return solarOutput(day).map((r) => ({ time: r.time, [day.name]: r.output }));
}
