import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import type { SampleEntry } from "../../contract/manifest";
import { aliasPath, groupedPath } from "../../contract/routes";
import { baseWithoutSlash } from "../../contract/urls";
import { createStaticServer, listen } from "../server/static";
import { formatMs, runBoundMs } from "./bounds";
import { findChromium } from "./browser";
import { BrowserSession } from "./browser-session";
import type { VisitOptions, VisitResult } from "./render-checks";
import { rotationSlot } from "./selection";
import { sourcePositions } from "./source-positions";
import { takeShot } from "./shots";
import { RunOver } from "./step";

export interface RenderOptions {
  /** The project, to name source files relative to it. */
  root: string;
  distDir: string;
  base: string;
  samplesPrefix: string;
  samples: readonly SampleEntry[];
  workers: number;
  timeoutMs: number;
  settleMs: number;
  strict: boolean;
  /** axe-core's source: check accessibility after ready, at the grouped path. */
  axeSource?: string;
  /** The known list's entries that apply to a sample (see a11y-check.ts). */
  a11yKnown?: VisitOptions["a11yKnown"];
  /** Check colour contrast in the theme's other variant too. */
  a11yOtherVariant?: boolean;
  /** The theme pass's theme and axe-core's source (see theme-pass.ts). */
  theme?: { key: string; axeSource: string };
  /** Which quarter of the samples is also checked at its alias and bare embed path this run. */
  rotation: number;
  screenshotsDir?: string;
  /** Where the HTML report's pictures go: one per sample, from its grouped visit (see shots.ts). */
  shotsDir?: string;
  /** Open each sample this many times, each in a fresh page, and fail it on any failed opening (1: the usual visits). */
  repeat: number;
  /** Through the Edit panel's runner instead of the built chunks (see VisitOptions.runner). */
  runner?: boolean;
  /** The bound of the whole run; by default runBoundMs of the visits planned. */
  runTimeoutMs?: number;
  onVisit?: (result: VisitResult, done: number, total: number) => void;
}

export interface SampleVerdict {
  sample: string;
  status: "passed" | "failed" | "flaky";
  results: VisitResult[];
}

export interface Visit {
  sample: SampleEntry;
  route: string;
  /** The visit at the grouped path under the prefix: the one that watches the full settle window and takes the screenshot. */
  grouped: boolean;
  /** Opened in a fresh page, not by in-page navigation (--repeat). */
  fresh: boolean;
}

/**
 * The embed visit shows the sample right to left at the small size (issue 32): the mirrored layout and
 * the denser rows are checked by the same rules on the same rotation. The embed takes its view from
 * its URL alone, so the visits after it are not mirrored.
 */
export const EMBED_VIEW = "?dir=rtl&size=small";

/** How long an alias or embed visit watches a sample after it is ready. */
const ROUTE_SETTLE_MS = 100;

/**
 * Every sample at its grouped path under the prefix; a rotating quarter also at the alias and the bare
 * embed path (in RTL at the small size). With `repeat` above 1, every sample `repeat` times at its grouped path instead, each in a
 * fresh page, round by round (every sample once, then again) so one sample's openings are spread out.
 */
export function plannedVisits(samples: readonly SampleEntry[], prefix: string, rotation: number, repeat = 1, groupedOnly = false): Visit[] {
  if (repeat > 1) {
    return Array.from({ length: repeat }, () => samples.map((sample) => ({ sample, route: prefix + groupedPath(sample), grouped: true, fresh: true }))).flat();
  }
  return samples.flatMap((sample) => {
    const grouped = groupedPath(sample);
    const visits: Visit[] = [{ sample, route: prefix + grouped, grouped: true, fresh: false }];
    // The runner mode checks the code and the theme pass the look, not the routes: the grouped path only.
    if (groupedOnly) return visits;
    // By a hash of the id, not the position: a shard or an --only run rotates each sample as the full run does.
    if (rotationSlot(sample.id) === rotation % 4) {
      visits.push({ sample, route: prefix + aliasPath(sample), grouped: false, fresh: false }, { sample, route: grouped + EMBED_VIEW, grouped: false, fresh: false });
    }
    return visits;
  });
}

/**
 * Serves the build on 127.0.0.1 and opens every planned visit in Chromium, `workers` pages at once,
 * each worker in a browser of its own. A failed visit is looked at once more in a fresh page: if it
 * then passes, the sample is flaky, never silently fine. A failed page is always replaced. The run
 * stops at its bound; what it did not reach is reported as not checked, so it always ends with a verdict.
 */
export async function renderSamples(options: RenderOptions): Promise<SampleVerdict[]> {
  findChromium();
  const server = createStaticServer({ root: options.distDir, base: options.base });
  const port = await listen(server, 0);
  const origin = `http://127.0.0.1:${port}${baseWithoutSlash(options.base)}`;
  if (options.screenshotsDir) await mkdir(options.screenshotsDir, { recursive: true });
  const visits = plannedVisits(options.samples, options.samplesPrefix, options.rotation, options.repeat, options.runner || options.theme !== undefined);
  const workers = Math.max(1, options.workers);
  const boundMs = options.runTimeoutMs ?? runBoundMs(visits.length, workers);
  const run = new AbortController();
  const runTimer = setTimeout(() => run.abort(new RunOver(boundMs)), boundMs);
  const results = new Map<string, Look[]>();
  const startErrors: string[] = [];
  let next = 0;
  let done = 0;
  const visitOptions = {
    origin,
    basePath: baseWithoutSlash(options.base),
    timeoutMs: options.timeoutMs,
    settleMs: options.settleMs,
    strict: options.strict,
    axeSource: options.axeSource,
    a11yKnown: options.a11yKnown,
    a11yOtherVariant: options.a11yOtherVariant,
    theme: options.theme,
    runner: options.runner,
    mapSource: sourcePositions(options.root, options.distDir, origin),
  };
  const record = (sample: string, look: Look) => {
    results.set(sample, [...(results.get(sample) ?? []), look]);
    options.onVisit?.(look.first, ++done, visits.length);
  };
  const worker = async () => {
    const session = await BrowserSession.start(visitOptions).catch((error: Error) => void startErrors.push(error.message.split("\n")[0]!));
    if (!session) return;
    let used = false;
    let taken: Visit | undefined;
    try {
      while (next < visits.length && !run.signal.aborted) {
        taken = visits[next++]!;
        const { sample, route, grouped, fresh } = taken;
        const screenshot =
          options.screenshotsDir && grouped ? path.join(options.screenshotsDir, `${sample.id.replaceAll("/", "__")}.png`) : undefined;
        // Alias and embed routes are reached from within the page: they prove the router opens the
        // sample there (that each has its page for links from outside is checked on the build).
        // The sample's behaviour after ready was watched for the full settle window at its grouped
        // path, so they watch only briefly.
        const settleMs = grouped ? options.settleMs : Math.min(options.settleMs, ROUTE_SETTLE_MS);
        if (fresh && used) await session.renew();
        used = true;
        const shotsDir = grouped ? options.shotsDir : undefined;
        const shoot = shotsDir ? (page: Page, frame: string, failed: boolean) => takeShot(page, shotsDir, sample.id, frame, failed) : undefined;
        const first = await session.page.visit({ sample, route, fresh, screenshot, shoot, settleMs, a11y: grouped, stop: run.signal });
        let second: VisitResult | undefined;
        if (first.failures.length > 0) {
          await session.renew();
          used = false;
          if (!fresh && !run.signal.aborted) {
            second = await session.page.visit({ sample, route, fresh: true, settleMs, a11y: grouped, stop: run.signal });
            used = true;
            if (second.failures.length > 0) {
              await session.renew();
              used = false;
            }
          }
        }
        record(sample.id, { first, second });
        taken = undefined;
      }
    } catch (error) {
      // A browser that could not be replaced ends this worker; the others take its share.
      const message = (error as Error).message.split("\n")[0]!;
      startErrors.push(message);
      if (taken) record(taken.sample.id, { first: notChecked(taken, `not checked: its browser could not be replaced (${message})`) });
    } finally {
      await session.close();
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    clearTimeout(runTimer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const why = run.signal.aborted
    ? `not checked: the run reached its bound of ${formatMs(boundMs)}`
    : `not checked: no browser to open it in (${startErrors[0] ?? "every worker stopped"})`;
  for (const visit of visits.slice(next)) record(visit.sample.id, { first: notChecked(visit, why) });
  return options.samples.map((sample) => verdictOf(sample.id, results.get(sample.id) ?? []));
}

function notChecked({ sample, route }: Visit, why: string): VisitResult {
  return { sample: sample.id, route, failures: [{ kind: "not-checked", detail: why }], ms: 0 };
}

/** One route of one sample: the first look, and a second one only when the first failed. */
interface Look {
  first: VisitResult;
  second?: VisitResult;
}

/**
 * Failed when a look failed and no second look passed (a second look is not taken with --repeat, nor
 * once the run is over); flaky when a route failed once and then passed.
 */
function verdictOf(sample: string, looks: Look[]): SampleVerdict {
  const failed = looks.some((l) => (l.second ?? l.first).failures.length > 0);
  const failedOnce = looks.some((l) => l.second && l.second.failures.length === 0);
  const status = failed ? "failed" : failedOnce ? "flaky" : "passed";
  return { sample, status, results: looks.flatMap((l) => (l.second ? [l.first, l.second] : [l.first])) };
}
