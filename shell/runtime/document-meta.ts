import { SITE_TITLE, sampleTitle } from "../../contract/document-title";
import type { NavigationEntry } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import { loadSampleDetails } from "./sample-details";

export function documentTitle(entry: NavigationEntry | undefined, heading?: string): string {
  return entry ? sampleTitle(entry.name, entry.control, heading) : SITE_TITLE;
}

/** Sets the title at once; the heading and the meta description follow when the lazily loaded details arrive. */
export function updateDocumentMeta(entry: NavigationEntry<SampleId> | undefined): void {
  document.title = documentTitle(entry);
  if (!entry) return;
  void loadSampleDetails(entry.route.sample).then((details) => {
    // The user may have moved on while the details loaded.
    if (!details || document.title !== documentTitle(entry)) return;
    document.title = documentTitle(entry, details.heading);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = details.description;
  });
}
