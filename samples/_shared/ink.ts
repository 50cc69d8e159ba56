const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/**
 * White or black, whichever reads better on `fill` (`#rrggbb`) by WCAG's contrast ratio (the better
 * of the two is never below 4.58:1): the ink for a label a sample paints on a colour of its own,
 * which stays that colour in every theme.
 */
export function inkOn(fill: string): string {
  const lightness = 0.2126 * channel(fill, 1) + 0.7152 * channel(fill, 3) + 0.0722 * channel(fill, 5);
  return 1.05 / (lightness + 0.05) >= (lightness + 0.05) / 0.05 ? "#ffffff" : "#000000";
}
