/**
 * How long `gallery verify` waits for each step it takes with a sample, and for a whole run. A page
 * whose main thread never yields answers no call into it, and Playwright's evaluate has no timeout
 * of its own: without these bounds one looping sample held a run forever after "1/1, 1 failing"
 * (issue 38). The values were measured on the 2-core machine the gallery is built on, with other
 * work running beside it; each leaves several times the slowest healthy case seen.
 *
 * The wait for the ready mark and the settle window are options of the command (--timeout,
 * --settle); everything else is here.
 */
export const BOUNDS = {
  /** Opening a route until the server's response commits: loopback, 5-300 ms; seconds only under heavy load. */
  navigationMs: 15_000,
  /**
   * One call into the page that takes milliseconds when the page answers: an in-page navigation,
   * reading the frame's state, measuring the main component, reading React's commit count. With the
   * machine's load at 25 (other work beside verify), a hierarchical grid's first render held one for
   * 7 s and a chart's for over 5 s: 5 s and 2 s failed healthy samples there.
   */
  pageCallMs: 10_000,
  /** After a step ran out of time: how long a trivial evaluate may take before the page counts as not answering. */
  answerMs: 5_000,
  /**
   * How long after the ready mark a canvas component may take to paint its first pixel before it counts
   * as empty. A map whose only layer is tile images paints when the first tile has been fetched and
   * decoded: 100-300 ms on a quiet machine, over 500 ms in CI's fifth opening of a sample beside three
   * other pages. Only an empty canvas waits this long; one that painted ends the wait at once.
   */
  firstPaintMs: 5_000,
  /** axe-core over one sample's frame: 0.3-4 s for the largest grids and the spreadsheet. */
  a11yMs: 30_000,
  /** A full-page PNG of 1280×800: 50-400 ms. */
  screenshotMs: 10_000,
  /** A new context and page: 50-600 ms; a Chromium that needs longer is replaced. */
  openPageMs: 15_000,
  /** Closing a page, even one whose main thread is busy: under 3 s seen; past this the browser is replaced. */
  closePageMs: 5_000,
  /** Closing a worker's Chromium before it is killed: under 1 s seen. */
  closeBrowserMs: 10_000,
  /** Starting Chromium: 1-3 s. */
  launchMs: 30_000,
  /**
   * An error flood: the same error this many times within the window ends the visit at once. A
   * sample that logs one error per data row stays well under it; a loop reaches it in a fraction
   * of a second (an uncaught throw from a timer: about 250 a second).
   */
  floodCount: 50,
  floodWindowMs: 5_000,
  /** Of each distinct error, only the first few are kept (and mapped to sources); the rest are counted. */
  keptPerMessage: 3,
  /**
   * React commits per second after ready above which the sample is in a render loop. Healthy samples
   * measured 0-40 (live data, animations); an effect that sets the state it depends on, 1,200-7,400.
   * Such a loop logs nothing in a production build and the page keeps answering: only this rate shows it.
   */
  loopCommitsPerSecond: 200,
  /**
   * The whole run: a fixed allowance (building, launching Chromium) plus, for each worker, this much
   * per visit it makes. A healthy visit takes 0.5-3 s; a visit that fails every bound takes about 45 s,
   * so a run with a few such samples still ends well inside it, and a stuck run ends at the latest here.
   */
  runBaseMs: 5 * 60_000,
  runPerVisitMs: 15_000,
} as const;

/** The run's bound for this many visits shared by this many workers (--run-timeout overrides it). */
export function runBoundMs(visits: number, workers: number): number {
  return BOUNDS.runBaseMs + BOUNDS.runPerVisitMs * Math.ceil(visits / Math.max(1, workers));
}

/** "30 s", "1.5 s", "12 min": a bound as a person reads it in a failure message. */
export function formatMs(ms: number): string {
  if (ms >= 120_000) return `${Math.round(ms / 60_000)} min`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
