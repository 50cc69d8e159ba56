import type React from "react";
import { seededRandom } from "../../../_shared/random";

/** An outdoor shop's catalogue, generated from a fixed seed so every load looks the same. */
export interface Product {
  id: number;
  name: string;
  category: string;
  brand: string;
  price: number;
  stock: number;
  rating: number;
  discontinued: boolean;
}

const catalogue: Record<string, string[]> = {
  Tents: ["Dome Tent", "Tunnel Tent", "Ultralight Tent", "Family Tent"],
  Backpacks: ["Daypack 20L", "Trekking Pack 45L", "Expedition Pack 70L", "Hydration Pack"],
  Footwear: ["Trail Runner", "Hiking Boot", "Approach Shoe", "Camp Sandal"],
  Clothing: ["Rain Jacket", "Fleece Pullover", "Down Vest", "Merino Base Layer"],
  Cooking: ["Gas Stove", "Titanium Pot", "Water Filter", "Spork Set"],
  Lighting: ["Headlamp", "Lantern", "Solar Charger", "Camp Lights"],
};
const brands = ["Alpenglow", "Northtrail", "Summit Co", "RidgeLine", "Basecamp", "Driftwood"];

export function makeProducts(count: number, seed = 5): Product[] {
  const r = seededRandom(seed);
  const categories = Object.keys(catalogue);
  return Array.from({ length: count }, (_, i) => {
    const category = categories[Math.floor(r() * categories.length)]!;
    const names = catalogue[category]!;
    return {
      id: 100 + i,
      name: names[Math.floor(r() * names.length)]!,
      category,
      brand: brands[Math.floor(r() * brands.length)]!,
      price: Math.round((8 + r() * 420) * 100) / 100,
      stock: Math.floor(r() * 160),
      rating: Math.round((2 + r() * 3) * 10) / 10,
      discontinued: r() < 0.12,
    };
  });
}

export const products: Product[] = makeProducts(120);

export const usd = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

/**
 * The host style every Grid Lite sample uses: fill the box, and give the grid the page's sans-serif font
 * (its cells read --ig-font-family, which the gallery's theme does not set).
 */
export const gridLiteStyle = { height: "100%", "--ig-font-family": "system-ui, 'Segoe UI', Roboto, sans-serif" } as React.CSSProperties;
