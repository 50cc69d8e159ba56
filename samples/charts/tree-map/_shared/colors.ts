// Colours the tree map nodes by continent, through the tree map's nodeStyling event.
import type { IgrTreemap, IgrTreemapNodeStylingEventArgs } from "igniteui-react-charts";
import type { Node } from "./data";

/** Returns a nodeStyling handler that fills each continent and its countries with the continent's colour. */
export function styleByContinent(colors: Record<string, string>) {
  return (_treemap: IgrTreemap, e: IgrTreemapNodeStylingEventArgs) => {
    const node = e.item as Node | undefined;
    const continent = node?.parent ?? node?.id;
    const fill = continent ? colors[continent] : undefined;
    if (fill) e.style.fill = fill;
  };
}
