/**
 * Ignite UI's canvas components (charts, gauges, maps) paint their text and lines in fixed colours
 * meant for a light page, unless their container's CSS custom properties name others: each reads, once
 * when it mounts, `--<type>-<property>` for its colour properties (`--domain-chart-title-text-color`
 * is `titleTextColor` of every domain chart, `--axis-label-text-color` the data chart's axes), and a
 * property the sample sets wins. This module fills those properties from the theme's palette. Only
 * lines a component draws by default are named (the y axis's gridlines, not the x axis's), so no
 * sample gains lines it did not have.
 *
 * Self-contained (no imports): `gallery export` copies it into a project as it is. Without a theme's
 * palette on the page it sets nothing, so the components keep their own (light) look.
 */

/** Each component property (as its CSS custom property) → the theme's palette entry it takes. */
export const CANVAS_PALETTE: Readonly<Record<string, string>> = {
  "--domain-chart-title-text-color": "--ig-gray-900",
  "--domain-chart-subtitle-text-color": "--ig-gray-800",
  "--domain-chart-x-axis-label-text-color": "--ig-gray-800",
  "--domain-chart-y-axis-label-text-color": "--ig-gray-800",
  "--domain-chart-x-axis-title-text-color": "--ig-gray-800",
  "--domain-chart-y-axis-title-text-color": "--ig-gray-800",
  "--domain-chart-x-axis-stroke": "--ig-gray-500",
  "--domain-chart-y-axis-stroke": "--ig-gray-500",
  "--domain-chart-x-axis-tick-stroke": "--ig-gray-500",
  "--domain-chart-y-axis-tick-stroke": "--ig-gray-500",
  "--domain-chart-y-axis-major-stroke": "--ig-gray-300",
  // The final value's label is white on the series' colour by default, unreadable on a light series
  // (1.6:1 on the financial chart's green): the theme's ink inverted reads on every page.
  "--domain-chart-final-value-annotations-background": "--ig-gray-800",
  "--domain-chart-final-value-annotations-text-color": "--ig-gray-50",
  "--series-viewer-title-text-color": "--ig-gray-900",
  "--series-viewer-subtitle-text-color": "--ig-gray-800",
  "--axis-label-text-color": "--ig-gray-800",
  "--axis-title-text-color": "--ig-gray-800",
  "--axis-stroke": "--ig-gray-500",
  "--axis-tick-stroke": "--ig-gray-500",
  "--numeric-axis-base-major-stroke": "--ig-gray-300",
  "--pie-chart-base-label-outer-color": "--ig-gray-800",
  "--radial-gauge-font-brush": "--ig-gray-800",
  "--radial-gauge-title-brush": "--ig-gray-900",
  "--radial-gauge-subtitle-brush": "--ig-gray-800",
  "--radial-gauge-backing-brush": "--ig-gray-50",
  "--radial-gauge-backing-outline": "--ig-gray-300",
  "--radial-gauge-scale-brush": "--ig-gray-200",
  "--radial-gauge-tick-brush": "--ig-gray-700",
  "--radial-gauge-minor-tick-brush": "--ig-gray-500",
  "--linear-gauge-font-brush": "--ig-gray-800",
  "--linear-gauge-backing-brush": "--ig-gray-50",
  "--linear-gauge-backing-outline": "--ig-gray-300",
  "--linear-gauge-scale-brush": "--ig-gray-200",
  "--linear-gauge-tick-brush": "--ig-gray-700",
  "--linear-gauge-minor-tick-brush": "--ig-gray-500",
  "--bullet-graph-font-brush": "--ig-gray-800",
  "--bullet-graph-backing-brush": "--ig-gray-50",
  "--bullet-graph-backing-outline": "--ig-gray-300",
  "--bullet-graph-tick-brush": "--ig-gray-700",
  "--bullet-graph-minor-tick-brush": "--ig-gray-500",
  "--bullet-graph-value-brush": "--ig-gray-800",
  "--bullet-graph-target-value-brush": "--ig-gray-900",
  // A treemap picks its header's ink by the background's lightness: both inks follow the theme.
  "--treemap-header-background": "--ig-gray-200",
  "--treemap-header-hover-background": "--ig-gray-300",
  "--treemap-header-text-color": "--ig-gray-900",
  "--treemap-header-dark-text-color": "--ig-gray-900",
  "--treemap-header-hover-text-color": "--ig-gray-900",
  "--treemap-header-hover-dark-text-color": "--ig-gray-900",
  "--funnel-chart-outer-label-text-color": "--ig-gray-800",
  "--sparkline-text-color": "--ig-gray-800",
  "--sparkline-horizontal-axis-brush": "--ig-gray-500",
  "--sparkline-vertical-axis-brush": "--ig-gray-500",
  "--data-legend-title-text-color": "--ig-gray-900",
  "--data-legend-header-text-color": "--ig-gray-900",
  "--data-legend-group-text-color": "--ig-gray-900",
  "--data-legend-label-text-color": "--ig-gray-800",
  "--data-legend-value-text-color": "--ig-gray-900",
  "--data-legend-units-text-color": "--ig-gray-700",
  "--data-legend-summary-title-text-color": "--ig-gray-900",
  "--data-legend-summary-label-text-color": "--ig-gray-800",
  "--data-legend-summary-value-text-color": "--ig-gray-900",
  "--data-legend-summary-units-text-color": "--ig-gray-700",
  // Where no map tiles are drawn (before they load, or offline) the map shows the page's surface.
  "--geographic-map-plot-area-background": "--ig-surface-500",
};

/**
 * Sets every property of the palette on `root` (the page's root element by default) as an `rgb()`
 * or `rgba()` colour: the components parse only those forms (and hex), while the theme writes its
 * palette in relative colour syntax (`hsl(from …)`), which the browser resolves to `color(srgb …)`.
 * Call it again after the theme's stylesheet changes; the components mounted after that follow.
 */
export function applyCanvasTheme(root: HTMLElement = document.documentElement): void {
  for (const property of Object.keys(CANVAS_PALETTE)) root.style.removeProperty(property);
  const colours = resolvePalette(root);
  for (const [property, entry] of Object.entries(CANVAS_PALETTE)) {
    const colour = colours.get(entry);
    if (colour) root.style.setProperty(property, colour);
  }
}

/** Each palette entry the page defines, resolved in `root`'s context to `rgb()`/`rgba()`. */
function resolvePalette(root: HTMLElement): Map<string, string> {
  const colours = new Map<string, string>();
  const context = Object.assign(document.createElement("canvas"), { width: 1, height: 1 }).getContext("2d", { willReadFrequently: true });
  if (!context) return colours;
  const probe = root.appendChild(document.createElement("span"));
  probe.style.display = "none";
  for (const entry of new Set(Object.values(CANVAS_PALETTE))) {
    // An entry the page lacks falls back to a marker no palette uses.
    probe.style.color = `var(${entry}, rgb(1, 2, 3))`;
    const computed = getComputedStyle(probe).color;
    if (computed === "rgb(1, 2, 3)") continue;
    // The canvas turns any colour the browser knows into sRGB bytes.
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = computed;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data as unknown as [number, number, number, number];
    colours.set(entry, a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 100) / 100})`);
  }
  probe.remove();
  return colours;
}
