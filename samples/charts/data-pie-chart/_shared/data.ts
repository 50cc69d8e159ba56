// Data for the data pie chart samples (fictional figures).
import { seededRandom } from "../../../_shared/random";

/** A city's household waste in one year by material, in thousand tonnes. */
export const wasteByMaterial = [
  { material: "Food", tonnes: 182 },
  { material: "Paper", tonnes: 131 },
  { material: "Plastic", tonnes: 96 },
  { material: "Glass", tonnes: 54 },
  { material: "Metal", tonnes: 38 },
  { material: "Textiles", tonnes: 27 },
  { material: "Garden", tonnes: 74 },
];

/** The same city's waste in the previous year, used to show an animated change of data. */
export const wasteLastYear = [
  { material: "Food", tonnes: 196 },
  { material: "Paper", tonnes: 148 },
  { material: "Plastic", tonnes: 90 },
  { material: "Glass", tonnes: 61 },
  { material: "Metal", tonnes: 35 },
  { material: "Textiles", tonnes: 22 },
  { material: "Garden", tonnes: 59 },
];

/** Visitors to a national park in one year by country of origin (thousands): a long tail of small countries. */
export const visitorsByCountry = [
  { country: "Home country", visitors: 1240 },
  { country: "Germany", visitors: 310 },
  { country: "United States", visitors: 265 },
  { country: "France", visitors: 188 },
  { country: "United Kingdom", visitors: 150 },
  { country: "Netherlands", visitors: 72 },
  { country: "Italy", visitors: 48 },
  { country: "Japan", visitors: 33 },
  { country: "Canada", visitors: 27 },
  { country: "Australia", visitors: 21 },
  { country: "Spain", visitors: 18 },
  { country: "Other", visitors: 41 },
];

export interface TicketSale {
  category: string;
  venue: string;
  quarter: string;
  revenue: number;
}

export const ticketCategories = ["Concerts", "Theatre", "Sports", "Comedy", "Festivals"];
export const ticketVenues = ["Arena", "Riverside Hall", "Old Town Theatre"];
export const quarters = ["Q1", "Q2", "Q3", "Q4"];

/** A year of ticket revenue (thousand dollars) for an events company, one row per category, venue and quarter. */
export const ticketSales: TicketSale[] = (() => {
  const random = seededRandom(2024);
  const base: Record<string, number> = { Concerts: 90, Theatre: 55, Sports: 70, Comedy: 30, Festivals: 45 };
  const rows: TicketSale[] = [];
  for (const category of ticketCategories) {
    for (const venue of ticketVenues) {
      for (const quarter of quarters) {
        const revenue = Math.round((base[category] ?? 40) * (0.4 + random() * 1.2));
        rows.push({ category, venue, quarter, revenue });
      }
    }
  }
  return rows;
})();
