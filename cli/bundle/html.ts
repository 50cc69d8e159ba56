import { SITE_TITLE } from "../../contract/document-title";
import { THEME_KEYS, THEME_STORAGE_KEY } from "../../contract/themes";
import { themeUrls } from "../../contract/urls";
import type { BuildAssets } from "./assets";

export interface PageOptions {
  base: string;
  assets: BuildAssets;
  /** The hashed JSON file (relative to the base) that lists what each sample needs beyond its script. */
  sampleAssetsFile: string;
  themeCss: string;
  title?: string;
  description?: string;
  /** A sample page's own scripts and stylesheets, fetched alongside the shell instead of after it. */
  preload?: { scripts: readonly string[]; styles: readonly string[] };
  /**
   * A sample page's sample and its chunk, which the shell imports directly instead of through the
   * import map, and its heading, which the shell shows with the sample rather than a moment after it.
   */
  sampleModule?: { id: string; href: string; heading?: string | undefined };
}


/**
 * Runs as the head is parsed, right after the theme's link: a theme named by `?theme=` or kept from the
 * last visit (the shell's order, runtime/theme.ts) replaces the config's before the stylesheet is used.
 * The link stays the parser's, so the chosen theme blocks the first paint and the shell's script as
 * the default's would: a deep link opens in its theme, and a canvas sample, which reads its colours
 * from the stylesheet when it mounts, is not mounted a second time when the right one arrives.
 */
function themeChoiceScript(base: string): string {
  const hrefs = Object.fromEntries(THEME_KEYS.map((key) => {
    const [name, variant] = key.split("-") as [string, string];
    return [key, base + themeUrls({ name, variant }).core];
  }));
  return `<script>(function(){var h=${JSON.stringify(hrefs)},k=new URLSearchParams(location.search).get("theme"),s;try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}k=h.hasOwnProperty(k)?k:s;if(h.hasOwnProperty(k))document.getElementById("gallery-theme").href=h[k]})()</script>`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** What each sample needs beyond its script; samples that need nothing are left out to keep it small. */
export function sampleAssetsJson(assets: BuildAssets): string {
  const needs = Object.entries(assets.samples)
    .filter(([, a]) => a.css.length > 0 || a.gridTheme)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(Object.fromEntries(needs));
}

/**
 * A page of the site. Every page is the same shell; per-route copies differ only in title and
 * description, so a static host serves deep links without a rewrite rule.
 */
export function renderIndexHtml({ base, assets, sampleAssetsFile, themeCss, title, description, preload, sampleModule }: PageOptions): string {
  const css = assets.entryCss.map((href) => `<link rel="stylesheet" href="${base}${href}">`).join("\n");
  // The shell's own imports first: the shell starts when they are here, and it asks for the sample.
  const preloads = [
    ...[...assets.shellScripts, ...(preload?.scripts ?? [])].map((href) => `\n<link rel="modulepreload" href="${base}${href}">`),
    ...(preload?.styles ?? []).map((href) => `\n<link rel="preload" as="style" href="${base}${href}">`),
  ].join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title ?? SITE_TITLE)}</title>
<meta name="description" content="${escapeHtml(description ?? "Runnable samples of every Ignite UI for React component.")}">
<meta name="gallery-sample-assets" content="${base}${sampleAssetsFile}">${
    // A sample's page needs the asset list before its sample; the other pages fetch it when idle.
    sampleModule
      ? `\n<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}${sampleAssetsFile}">` +
        `\n<meta name="gallery-sample-module" data-sample="${escapeHtml(sampleModule.id)}"${
          sampleModule.heading ? ` data-heading="${escapeHtml(sampleModule.heading)}"` : ""
        } content="${base}${sampleModule.href}">`
      : ""
  }
<link rel="icon" href="data:,">
<link rel="stylesheet" id="gallery-theme" href="${base}${themeCss}">
${themeChoiceScript(base)}
${css}
<script type="module" src="${base}${assets.entryJs}"></script>${preloads}
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}
