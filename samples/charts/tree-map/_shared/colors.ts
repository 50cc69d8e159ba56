// Colours the tree map nodes by continent, through the tree map's nodeStyling event.
import type { IgrTreemap, IgrTreemapNodeStylingEventArgs } from "igniteui-react-charts";
import { inkOn } from "../../../_shared/ink";
import type { Node } from "./data";

/**
 * Returns a nodeStyling handler that fills each continent and its countries with the continent's
 * colour, and writes their labels in the ink that reads on it (the tree map's own pick left white
 * labels on mid-tone fills at 2.8:1).
 */
export function styleByContinent(colors: Record<string, string>) {
  return (_treemap: IgrTreemap, e: IgrTreemapNodeStylingEventArgs) => {
    const node = e.item as Node | undefined;
    const continent = node?.parent ?? node?.id;
    const fill = continent ? colors[continent] : undefined;
    if (!fill) return;
    e.style.fill = fill;
    e.style.textColor = inkOn(fill);
  };
}
