/**
 * Colours from the theme for text a chart paints on its canvas. The canvas components take only
 * `rgb()` and hex, not the theme's custom properties, so the colour is resolved here; call these while
 * rendering (once per mount is enough: the gallery mounts a canvas sample afresh when the theme
 * changes). With no theme on the page they give the fallback.
 */

/** The theme's text colour (`--ig-gray-800`): for labels a component leaves black whatever the theme. */
export function themeText(): string {
  return resolveColour("var(--ig-gray-800, #333333)");
}

/**
 * A sample's accent mixed into the theme's text colour (`--ig-gray-900`, dark in a light theme and
 * light in a dark one): a styling sample keeps its hue while its labels keep their contrast.
 */
export function themeInk(accent: string, accentShare = 0.5): string {
  return resolveColour(`color-mix(in srgb, ${accent} ${Math.round(accentShare * 100)}%, var(--ig-gray-900, ${accent}))`);
}

/**
 * The theme's strongest text colour (`--ig-gray-900`): for labels a chart paints over its series' fills,
 * where the body text colour (`--ig-gray-800`, mid grey in Material light) falls short.
 */
export function themeStrongText(): string {
  return resolveColour("var(--ig-gray-900, #000000)");
}

/**
 * A sample's fill mixed into the theme's lightest grey (`--ig-gray-50`: near white in a light theme,
 * near black in a dark one): a tint under the theme's dark text, or a shade under its light text, for a
 * fill that labels are written on in `themeStrongText()`.
 */
export function themeTint(fill: string, fillShare = 0.6): string {
  return resolveColour(`color-mix(in srgb, ${fill} ${Math.round(fillShare * 100)}%, var(--ig-gray-50, #ffffff))`);
}

function resolveColour(css: string): string {
  const probe = document.body.appendChild(document.createElement("span"));
  probe.style.display = "none";
  probe.style.color = css;
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const context = Object.assign(document.createElement("canvas"), { width: 1, height: 1 }).getContext("2d", { willReadFrequently: true });
  if (!context) return computed;
  // The canvas turns any colour the browser knows (color-mix gives `color(srgb …)`) into sRGB bytes.
  context.fillStyle = computed;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}
