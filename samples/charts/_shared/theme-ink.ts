/**
 * A sample's accent colour for text a chart paints on its canvas, readable in every theme: the accent
 * mixed into the theme's text colour (`--ig-gray-900`, dark in a light theme and light in a dark one),
 * so a styling sample keeps its hue while its labels keep their contrast. The canvas components take
 * only `rgb()` and hex, so the mix is resolved here; call it while rendering: the gallery mounts a
 * canvas sample afresh when the theme changes. With no theme on the page, the accent itself.
 */
export function themeInk(accent: string, accentShare = 0.5): string {
  if (typeof document === "undefined") return accent;
  const probe = document.body.appendChild(document.createElement("span"));
  probe.style.display = "none";
  probe.style.color = `color-mix(in srgb, ${accent} ${Math.round(accentShare * 100)}%, var(--ig-gray-900, ${accent}))`;
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const context = Object.assign(document.createElement("canvas"), { width: 1, height: 1 }).getContext("2d", { willReadFrequently: true });
  if (!context) return accent;
  // The canvas turns any colour the browser knows (color-mix gives `color(srgb …)`) into sRGB bytes.
  context.fillStyle = computed;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}
