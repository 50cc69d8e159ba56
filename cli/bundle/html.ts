import type { BuildAssets } from "./assets";

export interface PageOptions {
  base: string;
  assets: BuildAssets;
  themeCss: string;
  title?: string;
  description?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The one page of the site. Sample assets travel inside it as JSON so that the shell knows each
 * sample's stylesheet without another request; only samples that need something are listed.
 */
export function renderIndexHtml({ base, assets, themeCss, title, description }: PageOptions): string {
  const needs = Object.fromEntries(
    Object.entries(assets.samples).filter(([, a]) => a.css.length > 0 || a.gridTheme),
  );
  const json = JSON.stringify(needs).replace(/</g, "\\u003c");
  const css = assets.entryCss.map((href) => `<link rel="stylesheet" href="${base}${href}">`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title ?? "Ignite UI for React samples")}</title>
<meta name="description" content="${escapeHtml(description ?? "Runnable samples of every Ignite UI for React component.")}">
<link rel="icon" href="data:,">
<link rel="stylesheet" id="gallery-theme" href="${base}${themeCss}">
${css}
<script type="module" src="${base}${assets.entryJs}"></script>
<script type="application/json" id="gallery-assets">${json}</script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}
