import { readFile } from "node:fs/promises";
import path from "node:path";
import { componentManifestSchema, controlsManifestPath, type ComponentManifest } from "../../contract/controls-manifest";
import type { GeneratedFile } from "../catalog/emit";
import { controlsCoverage, type ControlsCoverage } from "./coverage";
import { readDeclarations } from "./declarations";
import { findUsedComponents, type UsedComponents } from "./used-components";
import { syncJsonFolder } from "./write-manifests";

/** The folder of the manifests, under the project's root. */
export const controlsFolder = path.posix.dirname(controlsManifestPath("Igr"));

export interface ControlsResult {
  manifests: ComponentManifest[];
  /** Components the samples render whose declarations were not found (an `Igr` name that is not a component). */
  missing: string[];
  changed: string[];
  coverage: ControlsCoverage;
}

/** The manifest files of the components, one per component, one property a line (a new property is a one-line diff). */
export function manifestFiles(manifests: readonly ComponentManifest[]): GeneratedFile[] {
  return manifests.map((manifest) => {
    const { component, package: module, properties } = componentManifestSchema.parse(manifest);
    const lines = properties.map((property) => JSON.stringify(property)).join(",\n");
    return {
      path: controlsManifestPath(component),
      content: `{"component":${JSON.stringify(component)},"package":${JSON.stringify(module)},"properties":[\n${lines}\n]}\n`,
    };
  });
}

/** The manifests that the installed packages' declarations give for the components the samples render now. */
export async function currentManifests(root: string): Promise<{ manifests: ComponentManifest[]; missing: string[]; used: UsedComponents }> {
  const used = await findUsedComponents(root);
  const { found, missing } = await readDeclarations(root, used.modules);
  return { manifests: found.map(({ component, package: module, properties }) => ({ component, package: module, properties })), missing, used };
}

/**
 * Reads the declarations of every Ignite UI component the samples render and writes one manifest
 * each under generated/controls/ (atomically, only the changed ones), removing those of components
 * no sample renders any more.
 */
export async function writeControlsManifests(root: string): Promise<ControlsResult> {
  const { manifests, missing, used } = await currentManifests(root);
  const changed = await syncJsonFolder(root, controlsFolder, manifestFiles(manifests));
  return { manifests, missing, changed, coverage: controlsCoverage(manifests, used.bySample) };
}

/** The coverage of the committed manifests, without reading the declarations again: what `gallery build` prints. */
export async function committedCoverage(root: string): Promise<ControlsCoverage> {
  const used = await findUsedComponents(root);
  const manifests: ComponentManifest[] = [];
  for (const component of used.modules.keys()) {
    const text = await readFile(path.join(root, controlsManifestPath(component)), "utf8").catch(() => undefined);
    if (text !== undefined) manifests.push(componentManifestSchema.parse(JSON.parse(text)));
  }
  return controlsCoverage(manifests, used.bySample);
}
