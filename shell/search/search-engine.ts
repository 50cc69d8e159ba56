/** The search code the shell loads with the first query (not with the first page: most visits never search). */
export { buildSearchIndex } from "./search-index";
export { searchSamples } from "./search-rank";
export { searchItems } from "./search-items";
