import type { SampleId } from "../../generated/manifest.gen";

/** What `gallery build` lists for samples that need more than their script. */
interface SampleNeeds {
  css: string[];
  gridTheme: boolean;
}

let needs: Promise<Partial<Record<string, SampleNeeds>>> | undefined;
/** The list once it has arrived, for a synchronous look. */
let known: Partial<Record<string, SampleNeeds>> | undefined;
let listUrl: string | undefined;

/** `gallery dev`: the list of a rebuild replaces the one the page named. */
export function replaceSampleAssets(url: string): Promise<unknown> {
  listUrl = url;
  needs = undefined;
  known = undefined;
  return readNeeds();
}

/** The build's list, fetched once (a hashed file, cached for good) from the URL the page names. */
function readNeeds(): Promise<Partial<Record<string, SampleNeeds>>> {
  needs ??= (async () => {
    const url = listUrl ?? document.querySelector<HTMLMetaElement>('meta[name="gallery-sample-assets"]')?.content;
    if (!url) return {};
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Unable to load the sample asset list ${url}: HTTP ${response.status}`);
    known = (await response.json()) as Record<string, SampleNeeds>;
    return known;
  })().catch((error: unknown) => {
    needs = undefined;
    throw error;
  });
  return needs;
}

/** Starts fetching the list ahead of the first sample opened, so that sample does not wait for it. */
export function prefetchSampleNeeds(): void {
  readNeeds().catch(() => undefined);
}

/** What a sample needs, when the list has arrived; undefined before. */
export function sampleNeedsNow(id: SampleId): SampleNeeds | undefined {
  return known ? (known[id] ?? { css: [], gridTheme: false }) : undefined;
}

export async function sampleNeeds(id: SampleId): Promise<SampleNeeds> {
  return (await readNeeds())[id] ?? { css: [], gridTheme: false };
}

/** Adds a stylesheet and resolves once it has loaded; a failed load rejects with the asset's URL. */
export function loadStylesheet(href: string, attributes: Record<string, string> = {}): Promise<HTMLLinkElement> {
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.onload = () => resolve(link);
    link.onerror = () => {
      link.remove();
      reject(Object.assign(new Error(`Unable to preload CSS for ${href}`), { asset: href }));
    };
    document.head.appendChild(link);
  });
}
