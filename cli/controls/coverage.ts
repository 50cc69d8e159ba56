import type { ComponentManifest } from "../../contract/controls-manifest";

export interface ControlsCoverage {
  samples: number;
  /** Samples whose panel offers at least one component with a property that has an input. */
  editableSamples: number;
  /** Per component: properties with an input, of all its settable properties. */
  components: { component: string; withInput: number; properties: number }[];
}

const withInput = (manifest: ComponentManifest) => manifest.properties.filter((p) => p.kind !== "code").length;

/** How much of the gallery the Controls panel reaches: the goal is 90% of the samples. */
export function controlsCoverage(manifests: readonly ComponentManifest[], bySample: ReadonlyMap<string, readonly string[]>): ControlsCoverage {
  const editable = new Set(manifests.filter((m) => withInput(m) > 0).map((m) => m.component));
  return {
    samples: bySample.size,
    editableSamples: [...bySample.values()].filter((names) => names.some((name) => editable.has(name))).length,
    components: manifests.map((m) => ({ component: m.component, withInput: withInput(m), properties: m.properties.length })),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? "0%" : `${((100 * part) / whole).toFixed(1)}%`);

/** The lines `gallery controls` prints: the samples' share, then each component's. */
export function formatCoverage(coverage: ControlsCoverage): string[] {
  return [
    `${coverage.editableSamples} of ${coverage.samples} samples (${percent(coverage.editableSamples, coverage.samples)}) offer at least one editable component`,
    ...coverage.components.map((c) => `  ${c.component}: ${c.withInput} of ${c.properties} properties with an input (${percent(c.withInput, c.properties)})`),
  ];
}
