import type { GalleryConfig, SampleMeta } from "./schema";
import { aliasPath, groupedPath, type SampleSlugs } from "./routes";

/**
 * The shapes of the generated manifest, and the browser-safe functions that rebuild it in the shell.
 * Per-sample fields come from the sample.json schema, so nothing here is typed twice.
 */
export type SampleEntry<Id extends string = string> = SampleSlugs &
  Pick<SampleMeta, "description" | "heading" | "tags" | "network" | "showInNav"> & {
    id: Id;
    /** The display name: always the sample's slug in title case. */
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

/** A sample's display name, as the specification defines it: `row-drag-base` → `Row Drag Base`. */
export function titleCase(slug: string): string {
  return slug
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function sampleId({ group, component, sample }: SampleSlugs): string {
  return `${group}/${component}/${sample}`;
}

/** The key of a component's samples (`charts/data-chart`): its details chunk, its place in the menu. */
export function componentKey({ group, component }: Pick<SampleSlugs, "group" | "component">): string {
  return `${group}/${component}`;
}

/** The component key of a sample id: the id less its last segment. */
export function componentKeyOf(id: string): string {
  return id.slice(0, id.lastIndexOf("/"));
}

/** Each sample has two routes: the grouped one (its id as a path) is the menu's, the alias only resolves. */
export function isGroupedRoute(route: Pick<RouteInfo, "path" | "sample">): boolean {
  return route.path === `/${route.sample}`;
}

/** Every route form (both paths, with and without the prefix), lowercased, to its navigation entry. */
export function buildRouteLookup<Id extends string>(
  navigation: readonly NavGroup<Id>[],
  samplesPrefix: string,
): ReadonlyMap<string, NavigationEntry<Id>> {
  // Every page builds this at start-up, so it does the least per sample: slugs and the prefix are
  // lowercase by schema, so each form is already normalized.
  const lookup = new Map<string, NavigationEntry<Id>>();
  for (const group of navigation) {
    for (const component of group.components) {
      for (const route of component.routes) {
        // Each sample has a grouped and an alias route: one entry serves its four forms.
        if (!isGroupedRoute(route)) continue;
        const grouped = route.path;
        const entry: NavigationEntry<Id> = { group: group.name, control: component.name, name: route.name, route };
        const alias = `/${group.slug}/${component.slug}-${route.sample.slice(group.slug.length + component.slug.length + 2)}`;
        lookup.set(grouped, entry).set(alias, entry).set(samplesPrefix + grouped, entry).set(samplesPrefix + alias, entry);
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
export type SampleDetails = Pick<SampleMeta, "description" | "heading" | "tags" | "network">;

/** The details of one component's samples ("group/component"), keyed by the ids of that component only. */
export type ComponentDetails<Id extends string, Key extends string> = { readonly [I in Extract<Id, `${Key}/${string}`>]: SampleDetails };

/**
 * The menu as the generated file stores it: a sample is its slug (the display name derives from it),
 * or `[slug, false]` when it stays out of the menu. expandNavigation rebuilds the routes at start-up.
 */
export type CompactSample = string | readonly [slug: string, showInNav: false];

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

export function expandNavigation<Id extends string>(groups: readonly CompactGroup[]): NavGroup<Id>[] {
  return groups.map((group) => ({
    slug: group.slug,
    name: group.name,
    components: group.components.map((component) => ({
      slug: component.slug,
      name: component.name,
      routes: component.samples.flatMap((compact) => {
        const [sample, showInNav] = typeof compact === "string" ? [compact, true] : compact;
        const slugs = { group: group.slug, component: component.slug, sample };
        const route = { name: titleCase(sample), component: component.name, sample: sampleId(slugs) as Id };
        return [
          { ...route, path: groupedPath(slugs), showLink: showInNav },
          { ...route, path: aliasPath(slugs), showLink: false },
        ];
      }),
    })),
  }));
}
