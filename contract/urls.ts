import { groupedPath, type SampleSlugs } from "./routes";

/**
 * Every URL the build writes a file at and the shell fetches it from, relative to the base path, and
 * the page paths built from the base path and the samples prefix. One owner, so that `cli/` and
 * `shell/` cannot drift apart, and a config with another base path moves them all.
 */

/** What `source/<id>.json` holds is a sample's files for the code view (contract/source-view.ts). */
export function sampleSourceUrl(id: string): string {
  return `source/${id}.json`;
}

/** Where the build writes the source file of a shared file (its path under samples/). */
export function sharedSourceUrl(name: string): string {
  return `source/_shared/${name}.json`;
}

/** The sample as a project of its own (contract/export-project.ts), zipped by the Download button. */
export function exportedProjectUrl(id: string): string {
  return `exports/${id}.json`;
}

/** A theme's stylesheets as the build copies them: the core one, and the grids' one loaded by grid samples only. */
export function themeUrls(theme: { name: string; variant: string }): { core: string; grids: string } {
  return { core: `themes/${theme.variant}/${theme.name}.css`, grids: `themes/${theme.variant}/grids-${theme.name}.css` };
}

/** The build's version, which the config's metaJson URLs name on each kind of host. */
export const META_JSON_URL = "meta.json";

/** The build's version and date, which the shell logs at start-up and fetches past every cache. */
export const BUILD_INFO_URL = "build-info.json";

/**
 * The build's content-hashed files (chunks, fonts, the samples' stylesheets): a name never changes its
 * bytes, so the service worker's static route serves them from its caches or the network without running it.
 */
export const HASHED_ASSETS_DIR = "assets/";

/** The service worker's script; the worker itself spells it too, in the text the build renders. */
export const SERVICE_WORKER_URL = "service-worker.js";

/** `/react-demos/` → `/react-demos`: the router's basename, and the prefix a route path is appended to. */
export function baseWithoutSlash(basePath: string): string {
  return basePath.replace(/\/$/, "");
}

export interface SitePaths {
  basePath: string;
  samplesPrefix: string;
}

/** The samples' home page (`/react-demos/samples`), or a sample's page at its grouped route under the prefix. */
export function samplesPagePath(site: SitePaths, slugs?: SampleSlugs): string {
  return baseWithoutSlash(site.basePath) + site.samplesPrefix + (slugs ? groupedPath(slugs) : "");
}
