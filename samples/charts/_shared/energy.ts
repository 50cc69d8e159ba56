// Yearly electricity generation of a fictional region, in terawatt-hours (TWh), by source.
// Written for the chart samples: the figures are illustrative, not statistics.

export interface EnergyYear {
  year: string;
  coal: number;
  gas: number;
  nuclear: number;
  hydro: number;
  wind: number;
  solar: number;
}

export const energyByYear: EnergyYear[] = [
  { year: "2014", coal: 412, gas: 288, nuclear: 196, hydro: 121, wind: 58, solar: 12 },
  { year: "2015", coal: 398, gas: 295, nuclear: 198, hydro: 118, wind: 67, solar: 16 },
  { year: "2016", coal: 376, gas: 309, nuclear: 194, hydro: 124, wind: 75, solar: 21 },
  { year: "2017", coal: 351, gas: 318, nuclear: 197, hydro: 119, wind: 88, solar: 28 },
  { year: "2018", coal: 330, gas: 322, nuclear: 195, hydro: 126, wind: 97, solar: 36 },
  { year: "2019", coal: 297, gas: 336, nuclear: 199, hydro: 122, wind: 111, solar: 45 },
  { year: "2020", coal: 262, gas: 331, nuclear: 190, hydro: 128, wind: 124, solar: 58 },
  { year: "2021", coal: 271, gas: 319, nuclear: 192, hydro: 117, wind: 131, solar: 71 },
  { year: "2022", coal: 248, gas: 305, nuclear: 184, hydro: 109, wind: 146, solar: 89 },
  { year: "2023", coal: 219, gas: 298, nuclear: 188, hydro: 123, wind: 163, solar: 108 },
  { year: "2024", coal: 193, gas: 287, nuclear: 191, hydro: 125, wind: 178, solar: 131 },
];
