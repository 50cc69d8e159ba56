import { galleryConfig, navigation, type SampleId } from "../../generated/manifest.gen";

/** The samples the menu shows, in menu order, with their menu path: the order of previous/next. */
export const menuOrder: readonly { id: SampleId; path: string }[] = navigation.flatMap((group) =>
  group.components.flatMap((component) =>
    component.routes.filter((route) => route.showLink).map((route) => ({ id: route.sample, path: galleryConfig.samplesPrefix + route.path })),
  ),
);

/** The menu path `step` places away from `id` (wrapping around), or the first sample when none is selected. */
export function neighbour(id: SampleId | undefined, step: 1 | -1): string | undefined {
  if (menuOrder.length === 0) return undefined;
  const index = id ? menuOrder.findIndex((entry) => entry.id === id) : -1;
  if (index < 0) return menuOrder[step === 1 ? 0 : menuOrder.length - 1]!.path;
  return menuOrder[(index + step + menuOrder.length) % menuOrder.length]!.path;
}
