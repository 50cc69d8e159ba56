import type { SampleId } from "../../generated/manifest.gen";

/** What `gallery build` wrote into index.html about samples that need more than their script. */
interface SampleNeeds {
  css: string[];
  gridTheme: boolean;
}

let needs: Partial<Record<string, SampleNeeds>> | undefined;

function readNeeds(): Partial<Record<string, SampleNeeds>> {
  if (!needs) {
    const text = document.getElementById("gallery-assets")?.textContent;
    needs = text ? (JSON.parse(text) as Record<string, SampleNeeds>) : {};
  }
  return needs;
}

export function sampleNeeds(id: SampleId): SampleNeeds {
  return readNeeds()[id] ?? { css: [], gridTheme: false };
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
      reject(new Error(`Unable to preload CSS for ${href}`));
    };
    document.head.appendChild(link);
  });
}
