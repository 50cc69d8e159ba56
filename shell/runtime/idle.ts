/**
 * Runs `work` when the browser is idle (at most `timeout` ms later), for what the first paint does
 * not need. Without requestIdleCallback (Safari), after `fallback` ms.
 */
export function whenIdle(work: () => void, timeout: number, fallback: number): void {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout });
  else setTimeout(work, fallback);
}
