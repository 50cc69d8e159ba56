import type { SampleSlugs } from "../../contract/routes";

/**
 * The `_shared/` convention (README, "Layout"): shared sample code sits in the `_shared/` folder of
 * the lowest level that covers every sample using it: samples/, a group, or a component. Paths here
 * are relative to the project root, with `/`.
 */
export const SHARED_DIR = "_shared";
const SHARED_SEGMENT = new RegExp(`(^|/)${SHARED_DIR}/`);

/** `samples/grids/_shared/controls.tsx` is shared code (or data); `samples/grids/grid/a/index.tsx` is not. */
export function isSharedFile(file: string): boolean {
  return SHARED_SEGMENT.test(file);
}

/** `samples/grids/grid/_shared/public/a.json` → `samples/grids/grid/_shared`. */
export function sharedFolderOf(file: string): string {
  return file.slice(0, file.lastIndexOf(`/${SHARED_DIR}/`) + SHARED_DIR.length + 1);
}

/** The level a shared file serves, then its path in the folder: `samples/grids/_shared/x.ts` → `grids/x.ts`. */
export function sharedLevelPath(file: string): string {
  return file.replace(/^samples\//, "").replace(SHARED_SEGMENT, "$1");
}

/** The `_shared/` folders a sample may import from: samples/_shared, <group>/_shared, <group>/<component>/_shared. */
export function sharedFoldersOf({ group, component }: Pick<SampleSlugs, "group" | "component">): string[] {
  return ["samples", `samples/${group}`, `samples/${group}/${component}`].map((level) => `${level}/${SHARED_DIR}`);
}

/** samples/_shared first, then the group's, then the component's: the order a reader climbs down. */
export function byLevelThenName(a: string, b: string): number {
  const depth = (p: string) => p.split("/").length;
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}
