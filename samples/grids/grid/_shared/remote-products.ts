// A pretend paging service for the remote grid samples. The "server" is a set of static JSON files the gallery
// serves from its own origin (samples/grids/grid/_shared/public/remote-products-*.json, served at data/grids/grid/, 10 products each); a page of any
// size is put together from the files it covers, after a simulated network delay.
import { fetchSiteJson, siteDataUrl } from "../../../_shared/site-data";

export interface RemoteProduct {
  id: number;
  name: string;
  category: string;
  supplier: string;
  unitPrice: number;
  unitsInStock: number;
  unitsSold: number;
  revenue: number;
  rating: number;
  releaseDate: Date;
  discontinued: boolean;
}

interface Meta {
  total: number;
  chunkSize: number;
}

export interface RemotePage {
  rows: RemoteProduct[];
  total: number;
  /** The files the page was made of, as the browser requested them. */
  urls: string[];
}

let meta: Promise<Meta> | undefined;

/** Waits like a slow network would; stops waiting (and rejects) when the request is aborted. */
function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Page `index` (0-based) of `perPage` rows. */
export async function fetchProductsPage(index: number, perPage: number, latencyMs: number, signal?: AbortSignal): Promise<RemotePage> {
  meta ??= fetchSiteJson<Meta>("grids/grid/remote-products-meta.json").catch((error: unknown) => {
    meta = undefined;
    throw error;
  });
  const { total, chunkSize } = await meta;
  const first = index * perPage;
  const last = Math.min(first + perPage, total) - 1;
  const chunks: number[] = [];
  for (let c = Math.floor(first / chunkSize); c <= Math.floor(last / chunkSize); c++) chunks.push(c + 1);
  const files = chunks.map((c) => `grids/grid/remote-products-${c}.json`);
  await delay(latencyMs, signal);
  const parts = await Promise.all(files.map((file) => fetchSiteJson<(Omit<RemoteProduct, "releaseDate"> & { releaseDate: string })[]>(file, 0, signal)));
  const offset = first - (chunks[0]! - 1) * chunkSize;
  const rows = parts
    .flat()
    .slice(offset, offset + perPage)
    .map((p) => ({ ...p, releaseDate: new Date(`${p.releaseDate}T00:00:00`) }));
  return { rows, total, urls: files.map(siteDataUrl) };
}
