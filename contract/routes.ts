/**
 * The four route forms of a sample. Pure and browser-safe: the CLI uses it to find collisions and
 * the generated manifest uses it to build the shell's lookup, so both agree by construction.
 */
export interface SampleSlugs {
  group: string;
  component: string;
  sample: string;
}

export function groupedPath({ group, component, sample }: SampleSlugs): string {
  return `/${group}/${component}/${sample}`;
}

export function aliasPath({ group, component, sample }: SampleSlugs): string {
  return `/${group}/${component}-${sample}`;
}

/** Grouped, alias, and both again under the samples prefix. */
export function routeForms(slugs: SampleSlugs, samplesPrefix: string): string[] {
  const grouped = groupedPath(slugs);
  const alias = aliasPath(slugs);
  return [grouped, alias, samplesPrefix + grouped, samplesPrefix + alias];
}

/**
 * Browsing mode (menu and toolbar) is the root and any path under the samples prefix; any other path
 * is the bare embed for documentation iframes.
 */
export function isBrowsingPath(pathname: string, samplesPrefix: string): boolean {
  const path = normalizeRoutePath(pathname);
  return path === "/" || path.includes(samplesPrefix);
}

/** `/samples/charts/x` → `/charts/x`: a path as the menu's routes name it. */
export function withoutSamplesPrefix(pathname: string, samplesPrefix: string): string {
  return pathname.startsWith(samplesPrefix) ? pathname.slice(samplesPrefix.length) : pathname;
}

/** Lookups ignore case, so old links such as `styling-custom-CSS` keep working. */
export function normalizeRoutePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed.toLowerCase();
}

/** A group's page (`/charts`) or a component's page (`/charts/category-chart`), without the prefix. */
export function listingPath(group: string, component?: string): string {
  return component ? `/${group}/${component}` : `/${group}`;
}

/** A listing page's two route forms: bare and under the samples prefix. */
export function listingRouteForms(samplesPrefix: string, group: string, component?: string): string[] {
  const bare = listingPath(group, component);
  return [bare, samplesPrefix + bare];
}
