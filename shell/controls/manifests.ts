import { useEffect, useState } from "react";
import type { ComponentManifest } from "../../contract/controls-manifest";

const loaded = new Map<string, Promise<ComponentManifest | undefined>>();

/**
 * A component's manifest (generated/controls/, one lazy chunk each, so a sample's panel fetches
 * only the components it renders). A name without one (a component no sample rendered when the
 * manifests were written) gives undefined: the panel lists it without controls.
 */
function loadManifest(component: string): Promise<ComponentManifest | undefined> {
  let manifest = loaded.get(component);
  if (!manifest) {
    manifest = import(`../../generated/controls/${component}.json`).then(
      (module: { default: ComponentManifest }) => module.default,
      () => undefined,
    );
    loaded.set(component, manifest);
  }
  return manifest;
}

/** The manifests of `components` (names), by name. */
export async function loadManifests(components: readonly string[]): Promise<Map<string, ComponentManifest | undefined>> {
  const names = [...new Set(components)];
  const list = await Promise.all(names.map(loadManifest));
  return new Map(names.map((name, i) => [name, list[i]]));
}

/** The manifests of `components` (names), by name, once all are fetched. */
export function useManifests(components: readonly string[]): ReadonlyMap<string, ComponentManifest | undefined> | undefined {
  const key = [...new Set(components)].sort().join(",");
  const [manifests, setManifests] = useState<{ key: string; byName: Map<string, ComponentManifest | undefined> }>();
  useEffect(() => {
    let current = true;
    void loadManifests(key ? key.split(",") : []).then((byName) => {
      if (current) setManifests({ key, byName });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return manifests?.key === key ? manifests.byName : undefined;
}
