import { useState } from "react";

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

/**
 * The state of a search bar: the text, the match case and whole value options, and which match is active.
 * Every change searches again at once, so the highlights follow the typing.
 */
export function useGridSearch(gridRef: { readonly current: Searchable | null }, initialText: string) {
  const [text, setText] = useState(initialText);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [exact, setExact] = useState(false);
  const [result, setResult] = useState("");

  /** Moves to the next or previous match (findNext / findPrev) and shows which one is active. */
  const search = (direction: "next" | "prev", value = text, cs = caseSensitive, ex = exact) => {
    if (gridRef.current) setResult(searchStep(gridRef.current, direction, value, cs, ex));
  };

  return {
    text,
    caseSensitive,
    exact,
    result,
    setResult,
    search,
    changeText(value: string) {
      setText(value);
      search("next", value);
    },
    /** Enter goes to the next match, Shift+Enter back. */
    onKeyDown(e: { key: string; shiftKey: boolean }) {
      if (e.key === "Enter") search(e.shiftKey ? "prev" : "next");
    },
    changeCaseSensitive(value: boolean) {
      setCaseSensitive(value);
      search("next", text, value, exact);
    },
    changeExact(value: boolean) {
      setExact(value);
      search("next", text, caseSensitive, value);
    },
  };
}
