import { useEffect, useMemo, useState } from "react";
import { galleryConfig, navigation, type SampleId } from "../../generated/manifest.gen";
import { type DetailsById, loadAllDetails } from "../runtime/sample-details";
import type { SearchItem, SearchResult } from "./search-index";

type SearchEngine = typeof import("./search-index");

/** The search code loads with the first query, not with the first page: most visits never search. */
const loadEngine = (): Promise<SearchEngine> => import("./search-index");

/** The menu's samples as search items; headings, descriptions and tags join once the lazy details chunk arrives. */
function searchItems(details?: DetailsById): SearchItem<SampleId>[] {
  return navigation.flatMap((group) =>
    group.components.flatMap((component) =>
      component.routes
        .filter((route) => route.showLink)
        .map((route) => ({
          id: route.sample,
          title: route.name,
          component: component.name,
          group: group.name,
          heading: details?.[route.sample]?.heading,
          description: details?.[route.sample]?.description,
          tags: details?.[route.sample]?.tags,
        })),
    ),
  );
}

export const menuPath = (id: SampleId) => `${galleryConfig.samplesPrefix}/${id}`;

/**
 * Results for `query`; the search code and the details load on the first search, the index is built
 * as soon as the code is there and rebuilt once with the details.
 */
export function useSampleSearch(query: string): SearchResult<SampleId>[] {
  const active = query.trim() !== "";
  const [engine, setEngine] = useState<SearchEngine>();
  const [details, setDetails] = useState<DetailsById>();
  useEffect(() => {
    if (!active || (engine && details)) return;
    let cancelled = false;
    if (!engine) void loadEngine().then((loaded) => !cancelled && setEngine(loaded));
    if (!details) void loadAllDetails().then((all) => !cancelled && setDetails(all));
    return () => {
      cancelled = true;
    };
  }, [active, engine, details]);
  const index = useMemo(() => (engine && (active || details) ? engine.buildSearchIndex(searchItems(details)) : undefined), [engine, active, details]);
  return useMemo(() => (engine && index && active ? engine.searchSamples(index, query) : []), [engine, index, query, active]);
}
