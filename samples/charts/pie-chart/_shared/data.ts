// Small, hand-written data sets for the pie chart samples (fictional figures).

export interface Share {
  label: string;
  value: number;
}

/** Share of a fictional country's electricity generation by source, in percent (2024). */
export const energyMix: Share[] = [
  { label: "Gas", value: 34 },
  { label: "Coal", value: 21 },
  { label: "Nuclear", value: 17 },
  { label: "Wind", value: 12 },
  { label: "Hydro", value: 8 },
  { label: "Solar", value: 6 },
  { label: "Biomass", value: 2 },
];

/** A household's monthly spending by category, in dollars. */
export const householdBudget: Share[] = [
  { label: "Housing", value: 1650 },
  { label: "Food", value: 720 },
  { label: "Transport", value: 430 },
  { label: "Utilities", value: 260 },
  { label: "Health", value: 210 },
  { label: "Savings", value: 600 },
  { label: "Leisure", value: 340 },
];

/** Unit sales of a fictional phone market by brand: a few big brands and a long tail of small ones. */
export const phoneMarket: Share[] = [
  { label: "Aurora", value: 28400 },
  { label: "Kestrel", value: 24100 },
  { label: "Lumo", value: 15800 },
  { label: "Vantix", value: 9700 },
  { label: "Nimbus", value: 6200 },
  { label: "Orbi", value: 2900 },
  { label: "Pella", value: 2100 },
  { label: "Quill", value: 1600 },
  { label: "Rook", value: 1100 },
  { label: "Sable", value: 700 },
];

/**
 * Colours for the energy sources, in the order of `energyMix`. The pie writes the labels it places inside
 * slices in one ink, black: every colour here keeps it at 4.5:1 or more (coal's grey and hydro's blue are
 * a shade lighter than #5b5b5b and #1f77b4, where black read at 3.1:1 and 4.4:1).
 */
export const energyColors = ["#8e6cc2", "#777777", "#f28e2b", "#2ab3a6", "#287cb7", "#f2c12e", "#b0b0b0"];
