// Quarterly sales of a small outdoor-equipment shop, used by the Excel library samples.
export const quarters = ["Q1", "Q2", "Q3", "Q4"];

export const products: { name: string; category: string; price: number; units: number[] }[] = [
  { name: "Trail backpack", category: "Bags", price: 89, units: [120, 164, 210, 140] },
  { name: "Dome tent", category: "Shelter", price: 249, units: [35, 88, 131, 42] },
  { name: "Sleeping bag", category: "Shelter", price: 129, units: [60, 75, 118, 96] },
  { name: "Hiking boots", category: "Footwear", price: 159, units: [95, 140, 152, 110] },
  { name: "Rain jacket", category: "Clothing", price: 119, units: [130, 98, 70, 155] },
  { name: "Headlamp", category: "Gear", price: 39, units: [210, 180, 195, 260] },
  { name: "Water filter", category: "Gear", price: 49, units: [80, 140, 190, 75] },
];
