// Hand-written data for the doughnut chart samples (fictional figures).

export interface Slice {
  label: string;
  value: number;
}

/** Visits to an online store in one month, by traffic channel (thousands). */
export const trafficByChannel: Slice[] = [
  { label: "Organic search", value: 412 },
  { label: "Direct", value: 265 },
  { label: "Social", value: 158 },
  { label: "Email", value: 97 },
  { label: "Paid search", value: 134 },
  { label: "Referral", value: 61 },
];

export const channelColors = ["#2f6690", "#3a7ca5", "#81c3d7", "#16425b", "#d9dcd6", "#f4a259"];

/** A coffee roaster's yearly revenue by region (thousands of dollars): the inner ring. */
export const revenueByRegion: Slice[] = [
  { label: "Americas", value: 940 },
  { label: "Europe", value: 720 },
  { label: "Asia Pacific", value: 410 },
];

/**
 * The same revenue split by product line within each region: the outer ring. The rows follow the
 * order of the regions and add up to each region's total, so each group of outer slices sits
 * exactly around its region.
 */
export const revenueByProduct: (Slice & { region: string })[] = [
  { region: "Americas", label: "Beans", value: 520 },
  { region: "Americas", label: "Capsules", value: 280 },
  { region: "Americas", label: "Equipment", value: 140 },
  { region: "Europe", label: "Beans", value: 330 },
  { region: "Europe", label: "Capsules", value: 290 },
  { region: "Europe", label: "Equipment", value: 100 },
  { region: "Asia Pacific", label: "Beans", value: 160 },
  { region: "Asia Pacific", label: "Capsules", value: 170 },
  { region: "Asia Pacific", label: "Equipment", value: 80 },
];

// Dark enough for the rings sample's white labels inside the slices (4.5:1 or more).
export const regionColors = ["#7b2cbf", "#17665c", "#a63f26"];
/** Lighter shades of each region's colour for its three product lines, in the order of `revenueByProduct`. */
export const productColors = [
  "#9d4edd", "#c77dff", "#e0aaff",
  "#52b69a", "#76c893", "#99d98c",
  "#f4a261", "#f6bd60", "#f7d6a0",
];

/** Battery of a laptop fleet by state of charge: number of devices. */
export const fleetBattery: Slice[] = [
  { label: "Full (80–100%)", value: 146 },
  { label: "Good (50–79%)", value: 212 },
  { label: "Low (20–49%)", value: 87 },
  { label: "Critical (<20%)", value: 23 },
];
