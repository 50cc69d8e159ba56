import { useEffect, useState } from "react";
import type { SourceFile } from "../../contract/source-view";
import type { SampleId } from "../../generated/manifest.gen";
import { loadSampleSource } from "../runtime/sample-files";

export type SampleSource = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; files: SourceFile[] };

/** The sample's files for a panel: fetched by the first panel that asks, shared with every later one. */
export function useSampleSource(id: SampleId): SampleSource {
  const [source, setSource] = useState<{ id: SampleId; source: SampleSource }>();
  useEffect(() => {
    let current = true;
    loadSampleSource(id).then(
      (files) => current && setSource({ id, source: { state: "ready", files } }),
      (error: Error) => current && setSource({ id, source: { state: "error", message: error.message } }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return source?.id === id ? source.source : { state: "loading" };
}
