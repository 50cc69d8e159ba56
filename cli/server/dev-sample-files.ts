import { sampleId, type ValidSample } from "../../contract/manifest";
import { exportedProjectUrl, sampleSourceUrl } from "../../contract/urls";
import { writeSources } from "../bundle/source";
import { scanSampleImports } from "../catalog/import-graph";
import { writeExports } from "../export/write";

/**
 * The files of a sample that `gallery build` writes for all of them ahead: its source view (read by
 * the code view and the Edit panel) and its exported project (Download). `gallery dev` writes the
 * one a page asks for just before it is served, from the sample's files as they are then, so the
 * panels show what is on disk and the start pays for no pass over every sample.
 * Returns that work for such a request (a path under `base`), undefined for any other.
 */
export function writeDevSampleFile(
  root: string,
  outDir: string,
  base: string,
  pathname: string,
  samples: readonly ValidSample[],
): Promise<unknown> | undefined {
  if (!pathname.startsWith(base) || !pathname.endsWith(".json")) return undefined;
  const relative = pathname.slice(base.length);
  for (const sample of samples) {
    const id = sampleId(sample);
    if (relative === sampleSourceUrl(id)) return writeSources(root, outDir, [sample], scanSampleImports(root, [sample]));
    if (relative === exportedProjectUrl(id)) return writeExports(root, outDir, [sample]);
  }
  return undefined;
}
