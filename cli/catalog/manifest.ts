import type { GalleryConfig, SampleMeta } from "./schema";
import { aliasPath, groupedPath, normalizeRoutePath, routeForms, type SampleSlugs } from "./routes";

/**
 * The shapes of the generated manifest. Browser-safe: the shell imports them through generated/.
 * Per-sample fields come from the sample.json schema, so nothing here is typed twice.
 */
export type SampleEntry<Id extends string = string> = SampleSlugs &
  Pick<SampleMeta, "description" | "tags" | "network" | "showInNav" | "a11yIgnore"> & {
    id: Id;
    name: string;
    groupName: string;
    controlName: string;
  };

export interface RouteInfo<Id extends string = string> {
  path: string;
  name: string;
  component: string;
  showLink: boolean;
  sample: Id;
}

export interface NavComponent<Id extends string = string> {
  slug: string;
  name: string;
  routes: readonly RouteInfo<Id>[];
}

export interface NavGroup<Id extends string = string> {
  slug: string;
  name: string;
  components: readonly NavComponent<Id>[];
}

/** What any route form of a sample resolves to: names for the toolbar and the menu's selection. */
export interface NavigationEntry<Id extends string = string> {
  group: string;
  control: string;
  name: string;
  route: RouteInfo<Id>;
}

export interface PackageVersion {
  name: string;
  version: string;
}

/** A sample that passed validation. */
export interface ValidSample extends SampleSlugs {
  dir: string;
  files: string[];
  meta: SampleMeta;
}

export interface Manifest {
  samples: SampleEntry[];
  navigation: NavGroup[];
}

export function titleCase(slug: string): string {
  return slug
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function sampleId({ group, component, sample }: SampleSlugs): string {
  return `${group}/${component}/${sample}`;
}

/** Orders groups and components as the config lists them, samples by slug. */
export function buildManifest(config: GalleryConfig, samples: readonly ValidSample[]): Manifest {
  const entries: SampleEntry[] = [];
  const navigation: NavGroup[] = [];
  for (const group of config.groups) {
    const components: NavComponent[] = [];
    for (const [componentSlug, componentTitle] of Object.entries(group.components)) {
      const controlName = componentTitle ?? titleCase(componentSlug);
      const own = samples
        .filter((s) => s.group === group.slug && s.component === componentSlug)
        .sort((a, b) => (a.sample < b.sample ? -1 : a.sample > b.sample ? 1 : 0));
      if (own.length === 0) continue;
      const routes: RouteInfo[] = [];
      for (const s of own) {
        const entry: SampleEntry = {
          id: sampleId(s),
          group: s.group,
          component: s.component,
          sample: s.sample,
          name: s.meta.title ?? titleCase(s.sample),
          groupName: group.title,
          controlName,
          description: s.meta.description,
          tags: s.meta.tags,
          network: s.meta.network,
          showInNav: s.meta.showInNav,
          a11yIgnore: s.meta.a11yIgnore,
        };
        entries.push(entry);
        const route = { name: entry.name, component: controlName, sample: entry.id };
        routes.push({ ...route, path: groupedPath(s), showLink: s.meta.showInNav });
        routes.push({ ...route, path: aliasPath(s), showLink: false });
      }
      components.push({ slug: componentSlug, name: controlName, routes });
    }
    if (components.length > 0) navigation.push({ slug: group.slug, name: group.title, components });
  }
  return { samples: entries, navigation };
}

/** Every route form (both paths, with and without the prefix), lowercased, to its navigation entry. */
export function buildRouteLookup<Id extends string>(
  navigation: readonly NavGroup<Id>[],
  samplesPrefix: string,
): ReadonlyMap<string, NavigationEntry<Id>> {
  const lookup = new Map<string, NavigationEntry<Id>>();
  for (const group of navigation) {
    for (const component of group.components) {
      for (const route of component.routes) {
        if (route.path.split("/").length !== 4) continue;
        const [, g, c, s] = route.path.split("/") as [string, string, string, string];
        const entry: NavigationEntry<Id> = { group: group.name, control: component.name, name: route.name, route };
        for (const form of routeForms({ group: g, component: c, sample: s }, samplesPrefix)) {
          lookup.set(normalizeRoutePath(form), entry);
        }
      }
    }
  }
  return lookup;
}

/** What the shell needs of the config, plus the library version read at generate time. */
export type ShellConfig = Pick<GalleryConfig, "basePath" | "samplesPrefix" | "buildVersion" | "metaJson" | "comingSoonUrl" | "theme"> & {
  libraryVersion: string;
};

/** What the shell loads lazily about a sample: too large for the entry bundle, needed only for search and meta. */
export type SampleDetails = Pick<SampleMeta, "description" | "tags" | "network">;

/**
 * The menu as the generated file stores it: one short tuple per sample. The entry bundle carries
 * this form; expandNavigation rebuilds the route entities (grouped path and alias) at start-up.
 */
export type CompactSample = readonly [slug: string, name: string] | readonly [slug: string, name: string, showInNav: false];

export interface CompactComponent {
  slug: string;
  name: string;
  samples: readonly CompactSample[];
}

export interface CompactGroup {
  slug: string;
  name: string;
  components: readonly CompactComponent[];
}

export function compactNavigation(navigation: readonly NavGroup[]): CompactGroup[] {
  return navigation.map((group) => ({
    slug: group.slug,
    name: group.name,
    components: group.components.map((component) => ({
      slug: component.slug,
      name: component.name,
      samples: component.routes
        // Grouped paths have three segments; the alias of each sample is rebuilt by expandNavigation.
        .filter((route) => route.path.split("/").length === 4)
        .map((route): CompactSample => {
          const slug = route.sample.split("/")[2]!;
          return route.showLink ? [slug, route.name] : [slug, route.name, false];
        }),
    })),
  }));
}

export function expandNavigation<Id extends string>(groups: readonly CompactGroup[]): NavGroup<Id>[] {
  return groups.map((group) => ({
    slug: group.slug,
    name: group.name,
    components: group.components.map((component) => ({
      slug: component.slug,
      name: component.name,
      routes: component.samples.flatMap(([sample, name, showInNav]) => {
        const slugs = { group: group.slug, component: component.slug, sample };
        const route = { name, component: component.name, sample: sampleId(slugs) as Id };
        return [
          { ...route, path: groupedPath(slugs), showLink: showInNav !== false },
          { ...route, path: aliasPath(slugs), showLink: false },
        ];
      }),
    })),
  }));
}
