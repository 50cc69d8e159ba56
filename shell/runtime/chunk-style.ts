const added = new Set<string>();

/**
 * Adds a lazy chunk's stylesheet to the page the first time the chunk renders: esbuild merges a lazy
 * chunk's imported .css into the entry's stylesheet, and the first page must not carry it.
 */
export function addChunkStyle(owner: string, css: string): void {
  if (added.has(owner)) return;
  added.add(owner);
  const style = document.createElement("style");
  style.dataset["owner"] = owner;
  style.textContent = css;
  document.head.append(style);
}
