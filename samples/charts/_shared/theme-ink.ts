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
