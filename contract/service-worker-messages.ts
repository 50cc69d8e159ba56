/** What a page posts to the build's service worker (cli/bundle/service-worker.ts renders the worker that reads them). */

/** The start-up purge emptied the caches: the worker precaches the shell again. */
export const PRECACHE_MESSAGE = "precache";

/** `{ type, urls }`: the build's hashed files the page loaded, for the worker to keep for offline use. */
export const CACHE_USED_MESSAGE = "cache-used";
