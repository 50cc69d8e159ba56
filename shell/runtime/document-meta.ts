import { SITE_TITLE, sampleTitle } from "../../contract/document-title";
import type { NavigationEntry } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import { loadSampleDetails } from "./sample-details";
import { pageNamesSample } from "./sample-loader";

const descriptionMeta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');

/** The title and description the build wrote into this page, for the sample it was written for. */
const pageMeta = { title: document.title, description: descriptionMeta()?.content };

export function documentTitle(entry: NavigationEntry | undefined, heading?: string): string {
  return entry ? sampleTitle(entry.name, entry.control, heading) : SITE_TITLE;
}

/** Sets the title at once; the heading and the meta description follow when the lazily loaded details arrive. */
export function updateDocumentMeta(entry: NavigationEntry<SampleId> | undefined): void {
  const meta = descriptionMeta();
  // A sample's own page holds its heading and description: no details chunk to wait for (a deep link
  // would fetch and run it between the sample's commit and its paint).
  if (entry && pageNamesSample(entry.route.sample)) {
    document.title = pageMeta.title;
    if (meta && pageMeta.description !== undefined) meta.content = pageMeta.description;
    return;
  }
  document.title = documentTitle(entry);
  if (!entry) return;
  void loadSampleDetails(entry.route.sample).then((details) => {
    // The user may have moved on while the details loaded.
    if (!details || document.title !== documentTitle(entry)) return;
    document.title = documentTitle(entry, details.heading);
    if (meta) meta.content = details.description;
  });
}
