import { useEffect, useState } from "react";
import type { SampleDetails } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";

type DetailsById = { readonly [Id in SampleId]: SampleDetails };

let loading: Promise<DetailsById> | undefined;

/** Descriptions, headings and tags live in their own lazy chunk: the first caller loads it, later ones share it. */
export function loadSampleDetails(): Promise<DetailsById> {
  loading ??= import("../../generated/details.gen").then((module) => module.sampleDetails);
  return loading;
}

/** The details of one sample once the chunk has arrived; undefined until then. */
export function useSampleDetails(id: SampleId | undefined): SampleDetails | undefined {
  const [details, setDetails] = useState<DetailsById>();
  useEffect(() => {
    if (!id || details) return;
    let cancelled = false;
    void loadSampleDetails().then((all) => {
      if (!cancelled) setDetails(all);
    });
    return () => {
      cancelled = true;
    };
  }, [id, details]);
  return id && details ? details[id] : undefined;
}
