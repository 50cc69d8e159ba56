// A pretend music service for the remote hierarchical grid samples. The "server" is a set of static JSON files
// the gallery serves from its own origin (samples/grids/hierarchical-grid/_shared/public/, served at
// data/grids/hierarchical-grid/; written once from makeArtists(40, 21) in artists.ts):
//   remote-artists-meta.json   { total, chunkSize }
//   remote-artists-N.json      artists N*5-4 … N*5, without their albums
//   remote-albums-ID.json      the albums of artist ID
import { fetchSiteJson } from "../../../_shared/site-data";
import type { Album, Artist } from "./artists";

export type RemoteArtist = Omit<Artist, "albums" | "tours"> & { albumCount: number };
export type RemoteAlbum = Omit<Album, "songs"> & { artistId: number };

const base = "grids/hierarchical-grid";
let meta: Promise<{ total: number; chunkSize: number }> | undefined;

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

/** Page `index` (0-based) of `perPage` artists, put together from the files it covers. */
export async function fetchArtistsPage(index: number, perPage: number, latencyMs: number, signal?: AbortSignal): Promise<{ rows: RemoteArtist[]; total: number }> {
  meta ??= fetchSiteJson<{ total: number; chunkSize: number }>(`${base}/remote-artists-meta.json`).catch((error: unknown) => {
    meta = undefined;
    throw error;
  });
  const { total, chunkSize } = await meta;
  const first = index * perPage;
  const last = Math.min(first + perPage, total) - 1;
  const chunks: number[] = [];
  for (let c = Math.floor(first / chunkSize); c <= Math.floor(last / chunkSize); c++) chunks.push(c + 1);
  await delay(latencyMs, signal);
  const parts = await Promise.all(chunks.map((c) => fetchSiteJson<RemoteArtist[]>(`${base}/remote-artists-${c}.json`, 0, signal)));
  const offset = first - ((chunks[0] ?? 1) - 1) * chunkSize;
  return { rows: parts.flat().slice(offset, offset + perPage), total };
}

/** The albums of one artist, with their release dates turned back into dates. */
export async function fetchAlbums(artistId: number, latencyMs: number, signal?: AbortSignal): Promise<RemoteAlbum[]> {
  await delay(latencyMs, signal);
  const albums = await fetchSiteJson<(Omit<RemoteAlbum, "releaseDate"> & { releaseDate: string })[]>(`${base}/remote-albums-${artistId}.json`, 0, signal);
  return albums.map((a) => ({ ...a, releaseDate: new Date(a.releaseDate) }));
}
