import type { ComponentManifest } from "../../contract/controls-manifest";

export interface ControlsCoverage {
  samples: number;
  /** Samples whose panel offers at least one component with a property that has an input. */
  editableSamples: number;
  /** Per component: properties with an input, of all its settable properties. */
  components: { component: string; withInput: number; properties: number }[];
}

const withInput = (manifest: ComponentManifest) => manifest.properties.filter((p) => p.kind !== "code").length;

/** How much of the gallery the Controls panel reaches: the issue's goal is 90% of the samples. */
export function controlsCoverage(manifests: readonly ComponentManifest[], bySample: ReadonlyMap<string, readonly string[]>): ControlsCoverage {
  const editable = new Set(manifests.filter((m) => withInput(m) > 0).map((m) => m.component));
  return {
    samples: bySample.size,
    editableSamples: [...bySample.values()].filter((names) => names.some((name) => editable.has(name))).length,
    components: manifests.map((m) => ({ component: m.component, withInput: withInput(m), properties: m.properties.length })),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? "0%" : `${((100 * part) / whole).toFixed(1)}%`);

const share = (c: ControlsCoverage["components"][number]) => (c.properties === 0 ? 0 : c.withInput / c.properties);

/** The lines `gallery controls` prints: the samples' share, then each component's. */
export function formatCoverage(coverage: ControlsCoverage): string[] {
  return [
    `${coverage.editableSamples} of ${coverage.samples} samples (${percent(coverage.editableSamples, coverage.samples)}) offer at least one editable component`,
    ...coverage.components.map((c) => `  ${c.component}: ${c.withInput} of ${c.properties} properties with an input (${percent(c.withInput, c.properties)})`),
  ];
}

/**
 * What `gallery build` prints of the components: the properties with an input over all of them,
 * then each component's share, packed into lines of `width` and lowest first (where the panel
 * offers least).
 */
export function formatComponentShares(coverage: ControlsCoverage, width = 120): string[] {
  const withInput = coverage.components.reduce((sum, c) => sum + c.withInput, 0);
  const properties = coverage.components.reduce((sum, c) => sum + c.properties, 0);
  const lines = [`${coverage.components.length} components, ${withInput} of ${properties} properties with an input (${percent(withInput, properties)}); per component, lowest first:`];
  const ranked = [...coverage.components].sort((a, b) => share(a) - share(b) || a.component.localeCompare(b.component, "en"));
  let line = "";
  for (const c of ranked) {
    const entry = `${c.component} ${c.properties === 0 ? "no properties" : `${Math.round(100 * share(c))}%`}`;
    if (line && line.length + 2 + entry.length > width) {
      lines.push(line);
      line = "";
    }
    line = line ? `${line}, ${entry}` : `  ${entry}`;
  }
  if (line) lines.push(line);
  return lines;
}
