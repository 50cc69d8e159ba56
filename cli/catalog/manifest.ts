import type { GalleryConfig } from "../../contract/schema";
import { aliasPath, groupedPath } from "../../contract/routes";
import {
  isGroupedRoute,
  sampleId,
  titleCase,
  type CompactGroup,
  type CompactSample,
  type Manifest,
  type NavComponent,
  type NavGroup,
  type RouteInfo,
  type SampleEntry,
  type ValidSample,
} from "../../contract/manifest";

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
          name: titleCase(s.sample),
          ...(s.meta.heading === undefined ? {} : { heading: s.meta.heading }),
          groupName: group.title,
          controlName,
          description: s.meta.description,
          tags: s.meta.tags,
          network: s.meta.network,
          showInNav: s.meta.showInNav,
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

/** The menu in the generated file's compact form: slugs only, since display names derive from them. */
export function compactNavigation(navigation: readonly NavGroup[]): CompactGroup[] {
  return navigation.map((group) => ({
    slug: group.slug,
    name: group.name,
    components: group.components.map((component) => ({
      slug: component.slug,
      name: component.name,
      samples: component.routes
        // The alias of each sample is rebuilt by expandNavigation.
        .filter(isGroupedRoute)
        .map((route): CompactSample => {
          const slug = route.sample.split("/")[2]!;
          return route.showLink ? slug : [slug, false];
        }),
    })),
  }));
}
