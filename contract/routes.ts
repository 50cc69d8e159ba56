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

/** Lookups ignore case, so old links such as `styling-custom-CSS` keep working. */
export function normalizeRoutePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed.toLowerCase();
}
