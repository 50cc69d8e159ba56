import type { Page } from "playwright-core";

// What the registration check's pages run besides the sample: set up as each page starts, or asked once it has settled.

/**
 * A sample that changes on a timer shortly after ready (a dialog opened after 500 ms, a reply typed
 * after a delay) must not be photographed before it fires: two equal shots count as settled only once
 * the timeouts pending at the first of them are due. Timeouts of at most TIMER_MAX_MS are waited for;
 * longer ones are a sample's clock or polling, not its arrival, and are left to the `nondeterministic` field.
 */
const TIMER_MIN_MS = 50;
const TIMER_MAX_MS = 3_000;

/**
 * Makes Math.random the same sequence in every page (mulberry32 from a fixed seed), so a sample
 * that draws random data draws the same data on both sides of the comparison. The service worker is
 * taken away as in the render pass: a page must load from the server, not from a cache.
 */
export const INIT_SCRIPT = `delete Navigator.prototype.serviceWorker;
(() => {
  const due = new Map();
  const set = window.setTimeout;
  const clear = window.clearTimeout;
  window.setTimeout = function (handler, delay, ...rest) {
    const ms = Number(delay) || 0;
    let id;
    const run = typeof handler === "function" ? function (...args) { due.delete(id); return handler.apply(this, args); } : handler;
    id = set.call(window, run, delay, ...rest);
    if (ms >= ${TIMER_MIN_MS} && ms <= ${TIMER_MAX_MS}) due.set(id, performance.now() + ms);
    return id;
  };
  window.clearTimeout = function (id) {
    due.delete(id);
    return clear.call(window, id);
  };
  window.__galleryTimersDue = () => Math.max(0, ...due.values()) - performance.now();
})();
(() => {
  let state = 0x2f6b3a1d;
  window.__gallerySeed = () => (state = 0x2f6b3a1d);
  Math.random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

/** For the fresh pages of one context: each starts with no storage, as a shared link opened in a new browser does. */
export const CLEAR_STORAGE = `
if (window === window.top) {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {}
}`;

/** How long until the page's pending short timeouts have fired, in ms (0 when none are pending). */
export async function timersDueIn(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __galleryTimersDue(): number }).__galleryTimersDue()).catch(() => 0);
}

/** The names of the elements in the page, shadow roots included, that look custom (a hyphen) and have no definition. */
export function undefinedElements(): string[] {
  const names = new Set<string>();
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll("*")) {
      if (element.localName.includes("-") && !customElements.get(element.localName)) names.add(element.localName);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return [...names].sort();
}
