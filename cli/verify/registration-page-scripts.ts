import type { Page } from "playwright-core";
import type { PageActivity } from "./registration-settle";

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
 * Counts what the page still has in hand for registration-settle.ts: animation frames requested and
 * not yet run, and timeouts of under TIMER_MIN_MS not yet fired (only those with a function: a string handler
 * cannot be followed to its run).
 *
 * Makes Math.random the same sequence in every page (mulberry32 from a fixed seed), so a sample
 * that draws random data draws the same data on both sides of the comparison. The service worker is
 * taken away as in the render pass: a page must load from the server, not from a cache.
 */
export const INIT_SCRIPT = `delete Navigator.prototype.serviceWorker;
(() => {
  const due = new Map();
  const soon = new Set();
  const set = window.setTimeout;
  const clear = window.clearTimeout;
  window.setTimeout = function (handler, delay, ...rest) {
    const ms = Number(delay) || 0;
    let id;
    const run = typeof handler === "function" ? function (...args) { due.delete(id); soon.delete(id); return handler.apply(this, args); } : handler;
    id = set.call(window, run, delay, ...rest);
    if (ms >= ${TIMER_MIN_MS} && ms <= ${TIMER_MAX_MS}) due.set(id, performance.now() + ms);
    if (ms < ${TIMER_MIN_MS} && typeof handler === "function") soon.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    due.delete(id);
    soon.delete(id);
    return clear.call(window, id);
  };
  const frames = new Set();
  const request = window.requestAnimationFrame;
  const cancel = window.cancelAnimationFrame;
  window.requestAnimationFrame = function (callback) {
    const id = request.call(window, function (time) {
      frames.delete(id);
      return callback.call(this, time);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = function (id) {
    frames.delete(id);
    return cancel.call(window, id);
  };
  window.__galleryActivity = () => ({
    timersDueIn: Math.max(0, Math.max(0, ...due.values()) - performance.now()),
    framesPending: frames.size,
    soonPending: soon.size,
  });
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

/** What the page still has in hand (see PageActivity); a page that does not answer reports nothing pending. */
export async function pageActivity(page: Page): Promise<PageActivity> {
  const quiet: PageActivity = { timersDueIn: 0, framesPending: 0, soonPending: 0 };
  return page.evaluate(() => (window as unknown as { __galleryActivity(): PageActivity }).__galleryActivity()).catch(() => quiet);
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
