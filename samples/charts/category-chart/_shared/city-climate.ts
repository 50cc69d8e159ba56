// Average monthly temperature (°C) of four cities, rounded from long-term climate normals.
// Illustrative, not official statistics.

export interface CityTemperatures {
  month: string;
  Montreal: number;
  Moscow: number;
  Singapore: number;
  Sydney: number;
}

export const cityTemperatures: CityTemperatures[] = [
  { month: "Jan", Montreal: -10, Moscow: -6, Singapore: 27, Sydney: 23 },
  { month: "Feb", Montreal: -8, Moscow: -6, Singapore: 27, Sydney: 23 },
  { month: "Mar", Montreal: -2, Moscow: -1, Singapore: 28, Sydney: 22 },
  { month: "Apr", Montreal: 6, Moscow: 6, Singapore: 28, Sydney: 19 },
  { month: "May", Montreal: 13, Moscow: 13, Singapore: 28, Sydney: 16 },
  { month: "Jun", Montreal: 19, Moscow: 17, Singapore: 28, Sydney: 14 },
  { month: "Jul", Montreal: 21, Moscow: 19, Singapore: 28, Sydney: 13 },
  { month: "Aug", Montreal: 20, Moscow: 17, Singapore: 28, Sydney: 14 },
  { month: "Sep", Montreal: 15, Moscow: 11, Singapore: 28, Sydney: 16 },
  { month: "Oct", Montreal: 8, Moscow: 5, Singapore: 28, Sydney: 18 },
  { month: "Nov", Montreal: 2, Moscow: -1, Singapore: 27, Sydney: 20 },
  { month: "Dec", Montreal: -6, Moscow: -5, Singapore: 27, Sydney: 22 },
];
