import path from "node:path";
import { GalleryError } from "../errors";
import { loadConfig } from "./config";
import { renderGenerated, type GeneratedFile } from "./emit";
import { staleFiles, writeGenerated } from "./write-generated";
import { sampleId, type Manifest, type ShellConfig, type ValidSample } from "../../contract/manifest";
import { buildManifest } from "./manifest";
import { installedVersion, readIgnitePackages } from "./packages";
import { scanSamples } from "./scan";
import type { GalleryConfig } from "../../contract/schema";
import { validateSamples } from "./validate";
import { loadKnownList } from "./a11y-known";
import { renderA11yState } from "./a11y-state";

export const CONFIG_FILE = "samples.config.yaml";

export interface Catalog {
  config: GalleryConfig;
  samples: ValidSample[];
  manifest: Manifest;
  files: GeneratedFile[];
}

/**
 * Loads, scans and validates everything; throws one GalleryError listing every problem. With
 * `only`, samples whose id does not match are left out before validation, as if absent.
 */
export async function loadCatalog(root: string, only?: (id: string) => boolean): Promise<Catalog> {
  const [configResult, found] = await Promise.all([loadConfig(path.join(root, CONFIG_FILE)), scanSamples(root)]);
  const scanned = only ? found.filter((s) => only(sampleId(s))) : found;
  if (!configResult.config) {
    throw new GalleryError("samples.config.yaml is invalid", relativize(root, configResult.problems));
  }
  const config = configResult.config;
  const { samples, problems } = validateSamples(config, scanned);
  if (problems.length > 0) throw new GalleryError(`${problems.length} problem(s) in samples/`, problems);
  const manifest = buildManifest(config, samples);
  const packages = await readIgnitePackages(root);
  const shellConfig: ShellConfig = {
    basePath: config.basePath,
    samplesPrefix: config.samplesPrefix,
    buildVersion: config.buildVersion,
    metaJson: config.metaJson,
    comingSoonUrl: config.comingSoonUrl,
    theme: config.theme,
    libraryVersion: await installedVersion(root, config.libraryVersionFrom),
  };
  const a11yState = renderA11yState(manifest.samples.map((s) => s.id), await loadKnownList(root));
  return { config, samples, manifest, files: [a11yState, ...renderGenerated(manifest, shellConfig, packages)] };
}

/** `gallery generate`: writes generated/ (only what changed) and returns the catalog and the changed paths. */
export async function generate(root: string): Promise<{ catalog: Catalog; changed: string[] }> {
  const catalog = await loadCatalog(root);
  const changed = await writeGenerated(root, catalog.files);
  return { catalog, changed };
}

/** The generated files that differ from what `generate` would write now. */
export async function findStaleGenerated(root: string): Promise<string[]> {
  const catalog = await loadCatalog(root);
  return staleFiles(root, catalog.files);
}

function relativize(root: string, problems: GalleryError["problems"]) {
  return problems.map((p) => ({ ...p, file: path.relative(root, p.file) || p.file }));
}
