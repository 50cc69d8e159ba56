import type { NavigationEntry } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import { loadSampleDetails } from "./sample-details";

export const SITE_TITLE = "Ignite UI for React samples";

/** "Row Drag Base: Row Drag Between Grids - Grid | site": the display name, the heading once known, the control. */
export function documentTitle(entry: NavigationEntry | undefined, heading?: string): string {
  if (!entry) return SITE_TITLE;
  return `${entry.name}${heading ? `: ${heading}` : ""} - ${entry.control} | ${SITE_TITLE}`;
}

/** Sets the title at once; the heading and the meta description follow when the lazily loaded details arrive. */
export function updateDocumentMeta(entry: NavigationEntry<SampleId> | undefined): void {
  document.title = documentTitle(entry);
  if (!entry) return;
  void loadSampleDetails().then((all) => {
    // The user may have moved on while the details loaded.
    if (document.title !== documentTitle(entry)) return;
    const details = all[entry.route.sample];
    document.title = documentTitle(entry, details.heading);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = details.description;
  });
}
