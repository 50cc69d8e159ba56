/** Option lists for the filtering samples' controls. */

export type FilterUi = "quickFilter" | "excelStyleFilter";
export type FilterLogic = "and" | "or";

export const filterUiOptions: readonly { value: FilterUi; text: string }[] = [
  { value: "quickFilter", text: "Filter row" },
  { value: "excelStyleFilter", text: "Excel style" },
];

/** How the filters of different columns combine. */
export const filterLogicOptions: readonly { value: FilterLogic; text: string }[] = [
  { value: "and", text: "And" },
  { value: "or", text: "Or" },
];
