import type { NavGroup, SampleDetails } from "../../contract/manifest";
import { buildSearchIndex } from "./search-index";
import { searchItems } from "./search-items";
import { type SearchResult, searchSamples } from "./search-rank";

/**
 * The search code the shell loads with the first query, not with the first page (most visits never
 * search): the menu's samples indexed, and a function that ranks them for a query. It declares what
 * it exports: the build drops re-export statements from the gallery's own modules, which would leave
 * a lazily imported module of re-exports empty.
 */
export function indexMenu<Id extends string>(
  navigation: readonly NavGroup<Id>[],
  details?: { readonly [I in Id]?: SampleDetails },
): (query: string) => SearchResult<Id>[] {
  const index = buildSearchIndex(searchItems(navigation, details));
  return (query) => searchSamples(index, query);
}
