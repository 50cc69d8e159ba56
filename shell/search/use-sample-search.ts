import { useEffect, useMemo, useState } from "react";
import { galleryConfig, navigation, type SampleId } from "../../generated/manifest.gen";
import { type DetailsById, loadAllDetails } from "../runtime/sample-details";
import type { SearchResult } from "./search-rank";

type SearchEngine = typeof import("./search-engine");

const loadEngine = (): Promise<SearchEngine> => import("./search-engine");

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
  const search = useMemo(() => (engine && (active || details) ? engine.indexMenu(navigation, details) : undefined), [engine, active, details]);
  return useMemo(() => (search && active ? search(query) : []), [search, query, active]);
}
