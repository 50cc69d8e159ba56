import { useEffect, useState } from "react";
import { componentKeyOf, type SampleDetails } from "../../contract/manifest";
import type { componentDetails } from "../../generated/details.gen";
import type { SampleId } from "../../generated/manifest.gen";

export type DetailsById = { readonly [Id in SampleId]?: SampleDetails };

type ComponentKey = keyof typeof componentDetails;

/** The loaders of the component chunks are a chunk of their own too: the entry grows with no component. */
const loaders = () => import("../../generated/details.gen").then((module) => module.componentDetails);

const loading = new Map<ComponentKey, Promise<DetailsById>>();

const componentOf = (id: SampleId) => componentKeyOf(id) as ComponentKey;

/**
 * The details of one component's samples, from its own lazy chunk: a sample page loads a few KB for
 * its heading, not every sample's description. The first caller loads it, later ones share it.
 */
function loadComponentDetails(key: ComponentKey): Promise<DetailsById> {
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders().then(async (all) => (await all[key]()).details as DetailsById);
    loading.set(key, promise);
  }
  return promise;
}

export async function loadSampleDetails(id: SampleId): Promise<SampleDetails | undefined> {
  return (await loadComponentDetails(componentOf(id)))[id];
}

/** Every sample's details (for search): all the component chunks at once. */
export async function loadAllDetails(): Promise<DetailsById> {
  const parts = await Promise.all((Object.keys(await loaders()) as ComponentKey[]).map(loadComponentDetails));
  return Object.assign({}, ...parts) as DetailsById;
}

/** The details of these samples: their components' chunks only (a group's or a component's page). */
export async function loadDetailsOf(ids: readonly SampleId[]): Promise<DetailsById> {
  const keys = [...new Set(ids.map(componentOf))];
  return Object.assign({}, ...(await Promise.all(keys.map(loadComponentDetails)))) as DetailsById;
}

/** The details of one sample once its component's chunk has arrived; undefined until then. */
export function useSampleDetails(id: SampleId | undefined): SampleDetails | undefined {
  const [details, setDetails] = useState<{ id: SampleId; details: SampleDetails | undefined }>();
  useEffect(() => {
    if (!id || details?.id === id) return;
    let cancelled = false;
    void loadSampleDetails(id).then((loaded) => {
      if (!cancelled) setDetails({ id, details: loaded });
    });
    return () => {
      cancelled = true;
    };
  }, [id, details]);
  return id && details?.id === id ? details.details : undefined;
}
