/** Country → region → cities: each level limits the choices of the next. */
export const locations: Record<string, Record<string, string[]>> = {
  Bulgaria: {
    Sofia: ["Sofia", "Samokov", "Botevgrad"],
    Plovdiv: ["Plovdiv", "Asenovgrad", "Karlovo"],
    Varna: ["Varna", "Provadia", "Devnya"],
  },
  Germany: {
    Bavaria: ["Munich", "Nuremberg", "Augsburg"],
    Hesse: ["Frankfurt", "Wiesbaden", "Kassel"],
    Saxony: ["Dresden", "Leipzig", "Chemnitz"],
  },
  Japan: {
    Kanto: ["Tokyo", "Yokohama", "Chiba"],
    Kansai: ["Osaka", "Kyoto", "Kobe"],
    Hokkaido: ["Sapporo", "Hakodate", "Asahikawa"],
  },
  USA: {
    California: ["Los Angeles", "San Diego", "San Jose"],
    Texas: ["Houston", "Austin", "Dallas"],
    Washington: ["Seattle", "Spokane", "Tacoma"],
  },
};

export interface Shipment {
  id: number;
  customer: string;
  country: string | null;
  region: string | null;
  city: string | null;
}

export const shipments: Shipment[] = [
  { id: 1, customer: "Alpine Goods", country: "Germany", region: "Bavaria", city: "Munich" },
  { id: 2, customer: "Blue Harbor Foods", country: "Japan", region: "Kansai", city: "Kyoto" },
  { id: 3, customer: "Green Valley Farms", country: "USA", region: "Texas", city: "Austin" },
  { id: 4, customer: "Northwind Traders", country: "Bulgaria", region: "Varna", city: "Varna" },
  { id: 5, customer: "Old Mill Co.", country: "USA", region: null, city: null },
  { id: 6, customer: "Sunrise Imports", country: null, region: null, city: null },
  { id: 7, customer: "Cedar & Pine", country: "Germany", region: "Saxony", city: "Leipzig" },
  { id: 8, customer: "Harbor Fish Co.", country: "Japan", region: "Hokkaido", city: null },
];
