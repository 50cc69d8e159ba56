import { useEffect, useMemo, useState } from "react";
import type { SampleDetails } from "../../contract/manifest";
import { galleryConfig, navigation, type SampleId } from "../../generated/manifest.gen";
import { loadSampleDetails } from "../runtime/sample-details";
import { buildSearchIndex, searchSamples, type SearchItem, type SearchResult } from "./search-index";

/** The menu's samples as search items; headings, descriptions and tags join once the lazy details chunk arrives. */
function searchItems(details?: { readonly [Id in SampleId]: SampleDetails }): SearchItem<SampleId>[] {
  return navigation.flatMap((group) =>
    group.components.flatMap((component) =>
      component.routes
        .filter((route) => route.showLink)
        .map((route) => ({
          id: route.sample,
          title: route.name,
          component: component.name,
          group: group.name,
          heading: details?.[route.sample].heading,
          description: details?.[route.sample].description,
          tags: details?.[route.sample].tags,
        })),
    ),
  );
}

export const menuPath = (id: SampleId) => `${galleryConfig.samplesPrefix}/${id}`;

/** Results for `query`; the index is built on the first search and rebuilt once with the details. */
export function useSampleSearch(query: string): SearchResult<SampleId>[] {
  const active = query.trim() !== "";
  const [details, setDetails] = useState<{ readonly [Id in SampleId]: SampleDetails }>();
  useEffect(() => {
    if (!active || details) return;
    let cancelled = false;
    void loadSampleDetails().then((all) => {
      if (!cancelled) setDetails(all);
    });
    return () => {
      cancelled = true;
    };
  }, [active, details]);
  const index = useMemo(() => (active || details ? buildSearchIndex(searchItems(details)) : undefined), [active, details]);
  return useMemo(() => (index && active ? searchSamples(index, query) : []), [index, query, active]);
}
