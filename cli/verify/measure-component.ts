/**
 * Runs in the page. Finds the sample's main component (the largest Ignite UI element in the frame)
 * and returns why it counts as empty, or null when it rendered. Canvas components must have painted.
 */
export function measureMainComponent(): string | null {
  const host = document.querySelector(".sample-frame__host");
  if (!host) return "the sample frame has no content";
  const isIgnite = (el: Element) =>
    el.tagName.startsWith("IGC-") || el.tagName.startsWith("IGX-") || /(^|\s)(igr|ig|igx)-[a-z]/.test(el.getAttribute("class") ?? "");
  const area = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width * rect.height;
  };
  const candidates = [...host.querySelectorAll("*")].filter(isIgnite);
  if (candidates.length === 0) return "no Ignite UI component was rendered";
  const main = candidates.reduce((best, el) => (area(el) > area(best) ? el : best));
  if (area(main) === 0) return `the main component <${main.tagName.toLowerCase()}> has zero size`;
  const canvases: HTMLCanvasElement[] = [];
  const collect = (root: Element | ShadowRoot) => {
    for (const el of root.querySelectorAll("*")) {
      if (el instanceof HTMLCanvasElement) canvases.push(el);
      if (el.shadowRoot) collect(el.shadowRoot);
    }
  };
  collect(main);
  if (main.shadowRoot) collect(main.shadowRoot);
  const sized = canvases.filter((c) => c.width > 0 && c.height > 0);
  if (canvases.length > 0 && sized.length === 0) return "every canvas of the main component has zero size";
  // A canvas that draws the component covers a good part of it; an icon's (the data grid's sort
  // indicators, blank on every column but the sorted one, which may be scrolled out of view) says nothing.
  const drawing = sized.filter((canvas) => area(canvas) >= area(main) / 10);
  if (drawing.length === 0) return null;
  const painted = drawing.some((canvas) => {
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return true;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 16) if (data[i] !== 0) return true;
    return false;
  });
  return painted ? null : "the main component's canvas has no painted pixel";
}
