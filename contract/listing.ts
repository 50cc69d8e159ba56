import type { NavComponent, NavGroup, NavigationEntry } from "./manifest";
import { listingPath, normalizeRoutePath, withoutSamplesPrefix } from "./routes";

/** What a group's or a component's page shows: the group, and the one component when narrowed to it. */
export interface Listing<Id extends string = string> {
  group: NavGroup<Id>;
  component?: NavComponent<Id>;
}

/**
 * The group or component a path names (`/samples/charts`, `/Charts/Category-Chart/`), in either
 * route form; undefined for any other path. Pure, so the shell and its tests agree.
 */
export function resolveListing<Id extends string>(
  pathname: string,
  navigation: readonly NavGroup<Id>[],
  samplesPrefix: string,
): Listing<Id> | undefined {
  const segments = withoutSamplesPrefix(normalizeRoutePath(pathname), samplesPrefix).split("/").filter(Boolean);
  if (segments.length < 1 || segments.length > 2) return undefined;
  const group = navigation.find((g) => g.slug === segments[0]);
  if (!group) return undefined;
  if (segments.length === 1) return { group };
  const component = group.components.find((c) => c.slug === segments[1]);
  return component ? { group, component } : undefined;
}

/**
 * The sample a path extends (`/charts/category-chart/overview/extra` → that overview): the longest
 * leading part of the path that is a route. Undefined when no part is.
 */
export function extendedSample<Id extends string>(
  pathname: string,
  lookup: ReadonlyMap<string, NavigationEntry<Id>>,
): NavigationEntry<Id> | undefined {
  const segments = normalizeRoutePath(pathname).split("/");
  for (let end = segments.length - 1; end > 1; end--) {
    const entry = lookup.get(segments.slice(0, end).join("/"));
    if (entry) return entry;
  }
  return undefined;
}

/** A component's samples in menu order with the overview first: the order of its page. */
export function listedRoutes<Id extends string>(component: NavComponent<Id>): NavComponent<Id>["routes"] {
  // A stable sort: the overview moves up, the rest keep the menu's order.
  return component.routes.filter((route) => route.showLink).sort((a, b) => +(b.name === "Overview") - +(a.name === "Overview"));
}

/**
 * Every page a not-found page may suggest, without the samples prefix: each group's and component's
 * page and each sample in the menu. A typo in a group or a component then offers that page.
 */
export function suggestablePaths(navigation: readonly NavGroup[]): string[] {
  return navigation.flatMap((group) => [
    listingPath(group.slug),
    ...group.components.flatMap((component) => [
      listingPath(group.slug, component.slug),
      ...component.routes.filter((route) => route.showLink).map((route) => route.path),
    ]),
  ]);
}
