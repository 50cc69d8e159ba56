// Seeded product catalogue with sales figures, for grid samples. Every load produces the same rows.
import { seededRandom } from "../../../_shared/random";

export interface Product {
  id: number;
  name: string;
  category: string;
  supplier: string;
  unitPrice: number;
  unitsInStock: number;
  unitsSold: number;
  revenue: number;
  rating: number;
  releaseDate: Date;
  discontinued: boolean;
}

export const productCategories = ["Beverages", "Condiments", "Confections", "Dairy", "Grains", "Produce", "Seafood", "Meat"];

const namesByCategory: Record<string, string[]> = {
  Beverages: ["Chai", "Espresso Roast", "Green Tea", "Lemonade", "Sparkling Water", "Cold Brew", "Ginger Ale"],
  Condiments: ["Aniseed Syrup", "Cajun Seasoning", "Hot Sauce", "Dijon Mustard", "Soy Sauce", "Chili Oil"],
  Confections: ["Chocolate Bar", "Almond Biscotti", "Fudge Brownie", "Maple Cookies", "Toffee", "Marzipan"],
  Dairy: ["Cheddar", "Gorgonzola", "Mozzarella", "Greek Yogurt", "Butter", "Brie"],
  Grains: ["Basmati Rice", "Rolled Oats", "Rye Bread", "Spelt Pasta", "Quinoa", "Couscous"],
  Produce: ["Dried Apples", "Tofu", "Sun-dried Tomatoes", "Avocado Box", "Mixed Berries", "Chestnut Puree"],
  Seafood: ["Smoked Salmon", "Tuna Fillet", "Shrimp", "Crab Meat", "Anchovies", "Mussels"],
  Meat: ["Beef Jerky", "Chicken Breast", "Pork Sausage", "Lamb Chops", "Turkey Ham", "Duck Pate"],
};

const suppliers = ["Northwind Traders", "Blue Harbor Foods", "Green Valley Farms", "Alpine Goods", "Sunrise Imports", "Old Mill Co."];
const sizes = ["Small", "Classic", "Family", "Organic", "Premium"];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function createProducts(count: number, seed = 42): Product[] {
  const random = seededRandom(seed);
  const rows: Product[] = [];
  for (let i = 0; i < count; i++) {
    const category = pick(productCategories, random);
    const name = `${pick(sizes, random)} ${pick(namesByCategory[category] ?? [], random)}`;
    const unitPrice = Math.round((2 + random() * 98) * 100) / 100;
    const unitsSold = Math.floor(random() * 5000);
    rows.push({
      id: 1001 + i,
      name,
      category,
      supplier: pick(suppliers, random),
      unitPrice,
      unitsInStock: Math.floor(random() * 400),
      unitsSold,
      revenue: Math.round(unitPrice * unitsSold * 100) / 100,
      rating: Math.round((1 + random() * 4) * 10) / 10,
      releaseDate: new Date(2018 + Math.floor(random() * 7), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      discontinued: random() < 0.15,
    });
  }
  return rows;
}

/** 200 products, the same on every load. */
export const products: Product[] = createProducts(200);
