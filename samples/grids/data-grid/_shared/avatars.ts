/** A round avatar with initials as an SVG data URL, so image columns need no network. */
export function avatarUrl(name: string, hue: number): string {
  const initials = name
    .split(" ")
    .map((p) => p[0] ?? "")
    .join("")
    .slice(0, 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,48%)"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  // Base64, because the image column puts the URL in an unquoted CSS url(...), where "(" would end it.
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
