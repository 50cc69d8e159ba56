// Wind observations of a fictional coastal weather station, for the polar and radial samples.
// The figures are invented but shaped like a real wind rose: westerly winds dominate.

/** The eight compass directions, clockwise from north. */
export const compass = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;

export interface WindDirection {
  direction: (typeof compass)[number];
  /** Direction the wind comes from, in degrees clockwise from north. */
  angle: number;
  /** Share of the hours with wind from this direction, in percent, per season. */
  winter: number;
  summer: number;
  /** Average speed from this direction, in km/h. */
  speed: number;
  /** Strongest gust from this direction, in km/h. */
  gust: number;
}

export const windRose: WindDirection[] = [
  { direction: "N", angle: 0, winter: 8, summer: 11, speed: 14, gust: 52 },
  { direction: "NE", angle: 45, winter: 6, summer: 9, speed: 12, gust: 44 },
  { direction: "E", angle: 90, winter: 5, summer: 7, speed: 10, gust: 38 },
  { direction: "SE", angle: 135, winter: 7, summer: 6, speed: 11, gust: 41 },
  { direction: "S", angle: 180, winter: 12, summer: 10, speed: 17, gust: 63 },
  { direction: "SW", angle: 225, winter: 21, summer: 18, speed: 24, gust: 88 },
  { direction: "W", angle: 270, winter: 26, summer: 24, speed: 27, gust: 96 },
  { direction: "NW", angle: 315, winter: 15, summer: 15, speed: 19, gust: 71 },
];

/** Windrose rows closed into a loop: the first direction repeated at 360° so polar lines and areas close. */
export const windRoseLoop: WindDirection[] = [...windRose, { ...windRose[0]!, angle: 360 }];
