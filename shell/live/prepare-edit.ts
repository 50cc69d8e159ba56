import type { SampleId } from "../../generated/manifest.gen";
import { loadSampleSource } from "../runtime/sample-files";
import { liveFiles, withEdit } from "./live-files";
import { entryOf, loadRunScope } from "./live-session";
import { compileSample } from "./runner";
import { scopeSpecifiers } from "./scope";

/**
 * Starts what the panel's first run of a sample waits for, as soon as its chunk is here rather than
 * once the panel has rendered: the sample's files, then the package scopes its original files import
 * (an edit that imports more loads those when it runs). Compiling here also leaves each file's
 * transform in the runner's cache. A failure is left to the run, which reports it.
 */
export function prepareEdit(id: SampleId): void {
  loadSampleSource(id)
    .then((source) => {
      const files = withEdit(liveFiles(id, source), undefined);
      return loadRunScope(id, files, compileSample(files, entryOf(id), scopeSpecifiers));
    })
    .catch(() => undefined);
}
