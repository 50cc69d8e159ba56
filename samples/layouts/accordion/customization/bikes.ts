export type BikeType = "City" | "E-bike" | "Cargo" | "Kids";

export interface Bike {
  name: string;
  type: BikeType;
  pricePerDay: number;
  rating: number;
  /** The first day the bike can be picked up. */
  availableFrom: Date;
}

export const bikeTypes: BikeType[] = ["City", "E-bike", "Cargo", "Kids"];

// The rental shop's fleet: the filters in the accordion narrow this list.
export const bikes: Bike[] = [
  { name: "Harbour Cruiser", type: "City", pricePerDay: 15, rating: 4, availableFrom: new Date(2026, 5, 1) },
  { name: "Old Town Classic", type: "City", pricePerDay: 12, rating: 3, availableFrom: new Date(2026, 5, 3) },
  { name: "Riverside Step-through", type: "City", pricePerDay: 18, rating: 5, availableFrom: new Date(2026, 5, 10) },
  { name: "Hill Climber E", type: "E-bike", pricePerDay: 30, rating: 5, availableFrom: new Date(2026, 5, 2) },
  { name: "Commuter E", type: "E-bike", pricePerDay: 26, rating: 4, availableFrom: new Date(2026, 5, 14) },
  { name: "Long Tail Cargo", type: "Cargo", pricePerDay: 35, rating: 4, availableFrom: new Date(2026, 5, 5) },
  { name: "Box Bike", type: "Cargo", pricePerDay: 40, rating: 3, availableFrom: new Date(2026, 5, 20) },
  { name: "Junior 20\"", type: "Kids", pricePerDay: 8, rating: 4, availableFrom: new Date(2026, 5, 1) },
  { name: "Balance Bike", type: "Kids", pricePerDay: 5, rating: 5, availableFrom: new Date(2026, 5, 8) },
];
