import type { NavigationEntry } from "../../cli/catalog/manifest";
import type { SampleId } from "../../generated/manifest.gen";

export const SITE_TITLE = "Ignite UI for React samples";

export function documentTitle(entry: NavigationEntry | undefined): string {
  return entry ? `${entry.name} - ${entry.control} | ${SITE_TITLE}` : SITE_TITLE;
}

/** Sets the title at once and the meta description when the lazily loaded sample details arrive. */
export function updateDocumentMeta(entry: NavigationEntry<SampleId> | undefined): void {
  document.title = documentTitle(entry);
  if (!entry) return;
  void import("../../generated/details.gen").then(({ sampleDetails }) => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta && document.title === documentTitle(entry)) meta.content = sampleDetails[entry.route.sample].description;
  });
}
