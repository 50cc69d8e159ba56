import type { NavGroup, SampleDetails } from "../../contract/manifest";
import type { SearchItem } from "./search-index";

/**
 * The menu's samples as search items, in menu order (ranking keeps it for ties); headings,
 * descriptions and tags join once the details have arrived.
 */
export function searchItems<Id extends string>(
  navigation: readonly NavGroup<Id>[],
  details?: { readonly [I in Id]?: SampleDetails },
): SearchItem<Id>[] {
  return navigation.flatMap((group) =>
    group.components.flatMap((component) =>
      component.routes
        .filter((route) => route.showLink)
        .map((route) => ({
          id: route.sample,
          title: route.name,
          component: component.name,
          group: group.name,
          heading: details?.[route.sample]?.heading,
          description: details?.[route.sample]?.description,
          tags: details?.[route.sample]?.tags,
        })),
    ),
  );
}
