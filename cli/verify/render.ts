import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { SampleEntry } from "../../contract/manifest";
import { aliasPath, groupedPath } from "../../contract/routes";
import { createStaticServer, listen } from "../server/static";
import { launchChromium } from "./browser";
import { newVerifyContext, SamplePage, type VisitResult } from "./render-checks";
import { rotationSlot } from "./selection";
import { sourcePositions } from "./source-positions";

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
  /** axe-core's source: check accessibility after ready. */
  axeSource?: string;
  /** Which quarter of the samples is also checked at its alias and bare embed path this run. */
  rotation: number;
  screenshotsDir?: string;
  /** Through the Edit panel's runner instead of the built chunks (see VisitOptions.runner). */
  runner?: boolean;
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
}

/** How long an alias or embed visit watches a sample after it is ready. */
const ROUTE_SETTLE_MS = 100;

/**
 * Every sample at its grouped path under the prefix; a rotating quarter also at the alias and the
 * bare embed path. The runner mode checks the code, not the routes: the grouped path only.
 */
export function plannedVisits(samples: readonly SampleEntry[], prefix: string, rotation: number, runner = false): Visit[] {
  return samples.flatMap((sample) => {
    const grouped = groupedPath(sample);
    const visits = [{ sample, route: prefix + grouped }];
    if (runner) return visits;
    // By a hash of the id, not the position: a shard or an --only run rotates each sample as the full run does.
    if (rotationSlot(sample.id) === rotation % 4) visits.push({ sample, route: prefix + aliasPath(sample) }, { sample, route: grouped });
    return visits;
  });
}

/**
 * Serves the build on 127.0.0.1 and opens every planned visit in Chromium, `workers` pages at once.
 * A failed visit is looked at once more: if it then passes, the sample is flaky, never silently fine.
 */
export async function renderSamples(options: RenderOptions): Promise<SampleVerdict[]> {
  const server = createStaticServer({ root: options.distDir, base: options.base });
  const port = await listen(server, 0);
  const origin = `http://127.0.0.1:${port}${options.base.replace(/\/$/, "")}`;
  const browser = await launchChromium();
  if (options.screenshotsDir) await mkdir(options.screenshotsDir, { recursive: true });
  const visits = plannedVisits(options.samples, options.samplesPrefix, options.rotation, options.runner);
  const results = new Map<string, Look[]>();
  let next = 0;
  let done = 0;
  try {
    const visitOptions = {
      origin,
      basePath: options.base.replace(/\/$/, ""),
      timeoutMs: options.timeoutMs,
      settleMs: options.settleMs,
      strict: options.strict,
      axeSource: options.axeSource,
      mapSource: sourcePositions(options.root, options.distDir, origin),
      runner: options.runner,
    };
    const worker = async () => {
      const context = await newVerifyContext(browser);
      const page = await SamplePage.open(context, visitOptions);
      try {
        while (next < visits.length) {
          const { sample, route } = visits[next++]!;
          const grouped = route === options.samplesPrefix + groupedPath(sample);
          const screenshot =
            options.screenshotsDir && grouped ? path.join(options.screenshotsDir, `${sample.id.replaceAll("/", "__")}.png`) : undefined;
          // Alias and embed routes are reached from within the page: they prove the router opens the
          // sample there (that each has its page for links from outside is checked on the build).
          // The sample's behaviour after ready was watched for the full settle window at its grouped
          // path, so they watch only briefly.
          const settle = grouped ? options.settleMs : Math.min(options.settleMs, ROUTE_SETTLE_MS);
          const first = await page.visit(sample, route, false, screenshot, settle);
          const second = first.failures.length > 0 ? await page.visit(sample, route, true, undefined, settle) : undefined;
          results.set(sample.id, [...(results.get(sample.id) ?? []), { first, second }]);
          options.onVisit?.(first, ++done, visits.length);
        }
      } finally {
        await page.close();
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.workers) }, worker));
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return options.samples.map((sample) => verdictOf(sample.id, results.get(sample.id) ?? []));
}

/** One route of one sample: the first look, and a second one only when the first failed. */
interface Look {
  first: VisitResult;
  second?: VisitResult;
}

/** Failed when a route failed twice; flaky when a route failed once and then passed. */
function verdictOf(sample: string, looks: Look[]): SampleVerdict {
  const failedTwice = looks.some((l) => l.second && l.second.failures.length > 0);
  const failedOnce = looks.some((l) => l.second && l.second.failures.length === 0);
  const status = failedTwice ? "failed" : failedOnce ? "flaky" : "passed";
  return { sample, status, results: looks.flatMap((l) => (l.second ? [l.first, l.second] : [l.first])) };
}
