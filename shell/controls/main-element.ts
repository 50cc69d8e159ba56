import type { JsxElement } from "../../contract/jsx-elements";

/**
 * How well an element's name matches the component folder a sample sits in: 3 the same name
 * (`category-chart`, IgrCategoryChart), 2 one name a prefix of the other (`switches`, IgrSwitch;
 * `circular-progress-indicator`, IgrCircularProgress), 1 the folder's words in the name in their
 * order (`geo-map`, IgrGeographicMap), 0 none.
 */
export function folderMatch(folder: string, element: string): number {
  const name = element.replace(/^Igr/, "").toLowerCase();
  const joined = folder.replace(/-/g, "");
  if (joined === name) return 3;
  if (name.startsWith(joined) || joined.startsWith(name)) return 2;
  let at = 0;
  for (const word of folder.split("-")) {
    const found = name.indexOf(word, at);
    if (found < 0) return 0;
    at = found + word.length;
  }
  return 1;
}

/**
 * The elements in the order the panel offers them: the sample's main component first, the others
 * after it in source order. The main one is the component the sample's folder is named for (the
 * chart of `charts/category-chart/…`, not the select of its control bar), the first of those in
 * the source; with no such name, the element that holds the most JSX.
 */
export function mainFirst<T extends { element: JsxElement }>(found: readonly T[], sample: string): T[] {
  const folder = sample.split("/")[1] ?? "";
  let main: T | undefined;
  let best = { match: -1, size: -1 };
  for (const item of found) {
    const match = folderMatch(folder, item.element.name);
    const size = match > 0 ? 0 : item.element.end - item.element.from;
    if (match > best.match || (match === best.match && size > best.size)) {
      main = item;
      best = { match, size };
    }
  }
  return main ? [main, ...found.filter((item) => item !== main)] : [];
}
