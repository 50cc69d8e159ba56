// Colours the tree map nodes by continent, through the tree map's nodeStyling event.
import type { IgrTreemap, IgrTreemapNodeStylingEventArgs } from "igniteui-react-charts";
import type { Node } from "./data";

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** White or near-black, whichever reads better on `fill` (`#rrggbb`), by WCAG's contrast ratio. */
export function inkOn(fill: string): string {
  const lightness = 0.2126 * channel(fill, 1) + 0.7152 * channel(fill, 3) + 0.0722 * channel(fill, 5);
  return 1.05 / (lightness + 0.05) >= (lightness + 0.05) / 0.06 ? "#ffffff" : "#1a1a1a";
}

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
