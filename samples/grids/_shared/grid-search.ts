/** The search methods every grid has (IgrGrid, IgrTreeGrid, IgrHierarchicalGrid). */
interface Searchable {
  findNext(text: string, caseSensitive?: boolean, exactMatch?: boolean): number;
  findPrev(text: string, caseSensitive?: boolean, exactMatch?: boolean): number;
  clearSearch(): void;
  readonly lastSearchInfo?: { activeMatchIndex: number } | null;
}

/**
 * Runs one search step (an empty text clears the highlights) and says which match is active out of how many,
 * e.g. "match 2 of 7", "no matches", or "" when the search was cleared.
 */
export function searchStep(grid: Searchable, direction: "next" | "prev", text: string, caseSensitive: boolean, exact: boolean): string {
  if (!text) {
    grid.clearSearch();
    return "";
  }
  const count = direction === "next" ? grid.findNext(text, caseSensitive, exact) : grid.findPrev(text, caseSensitive, exact);
  const active = grid.lastSearchInfo?.activeMatchIndex ?? 0;
  return count ? `match ${active + 1} of ${count}` : "no matches";
}
