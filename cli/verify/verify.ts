import picomatch from "picomatch";
import { readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../bundle/build";
import type { Problem } from "../errors";
import { themeOfRun } from "./theme-pass";
import { renderSamples, plannedVisits, type SampleVerdict } from "./render";
import { loadCatalog } from "../catalog/generate";
import { changedFiles, inRotatingPart, inShard, samplesTouchedBy, type Shard } from "./selection";
import { missingRoutePages, runStaticChecks } from "./static-checks";
import type { VerifyReport } from "./report";
import type { VisitResult } from "./render-checks";
import { exportedProjectUrl } from "../../contract/urls";
import { sampleId } from "../../contract/manifest";
import { loadKnownList } from "../catalog/a11y-known";
import { knownInThemes, variantKeys } from "../../contract/themes";
import { scanSamples } from "../catalog/scan";
import { staleKnownEntries } from "./a11y-stale";
import { runRegistrationPass } from "./registration-pass";
import { withRegistration, failsRegistration } from "./registration-verdicts";
import type { RegistrationOutcome } from "./registration-check";

/** How long a sample may keep changing after ready before the registration check gives up on it. */
const REGISTRATION_SETTLE_LIMIT_MS = 10_000;

export interface VerifyOptions {
  render: boolean;
  distDir?: string;
  only?: string;
  /** Render only this shard of the samples; the static checks run whole in every shard. */
  shard?: Shard;
  /** Check only the samples touched since this git ref ("" = the merge base with main). */
  changedSince?: string;
  /** Check only this rotation's part of the samples, one of this many (see inRotatingPart). */
  rotating?: number;
  strict: boolean;
  /** The theme pass: every sample in this theme, or the day's turn (true), checked for overlap and contrast (see theme-pass.ts). */
  theme?: string | true;
  /**
   * Run axe-core on every sample after ready (and colour contrast in the theme's other variant);
   * serious and critical violations that the known list (a11y/known-violations.yaml) does not explain fail it.
   */
  a11y?: boolean;
  allowFlaky: boolean;
  workers: number;
  timeoutMs: number;
  settleMs: number;
  rotation: number;
  screenshotsDir?: string;
  /** Where the HTML report's pictures go (see shots.ts). */
  shotsDir?: string;
  /** Open each selected sample this many times, each in a fresh page; any failed opening fails it. */
  repeat?: number;
  /** Every selected sample through the Edit panel's in-page runner, from its own unedited files. */
  runner?: boolean;
  /** The bound of the render step as a whole (default: from the number of visits, see bounds.ts). */
  runTimeoutMs?: number;
  /** Compare every sample as it is with the sample after every module of its packages was registered (registration-pass.ts). */
  registration?: boolean;
  typecheck: boolean;
  onRegistration?: (outcome: RegistrationOutcome, done: number, total: number, failures: number) => void;
  onStep?: (step: string) => void;
  onVisit?: (result: VisitResult, done: number, total: number, failures: number) => void;
}

/** The samples --only, --rotating and --changed select, or undefined for every sample. */
async function selectSamples(root: string, options: VerifyOptions): Promise<((id: string) => boolean) | undefined> {
  const { rotating, rotation } = options;
  const only = options.only ? picomatch(options.only) : undefined;
  const glob = rotating ? (id: string) => inRotatingPart(id, rotating, rotation) && (only?.(id) ?? true) : only;
  if (options.changedSince === undefined) return glob;
  const everything = await loadCatalog(root);
  const touched = await samplesTouchedBy(root, everything.samples, await changedFiles(root, options.changedSince || undefined));
  options.onStep?.(`${touched.size} sample(s) changed`);
  return (id) => touched.has(id) && (glob?.(id) ?? true);
}

/** `gallery verify`: the static checks, then (unless disabled) every sample in a real browser. */
export async function verify(root: string, options: VerifyOptions): Promise<VerifyReport> {
  const start = performance.now();
  options.onStep?.("static checks");
  const match = await selectSamples(root, options);
  const { catalog, problems } = await runStaticChecks(root, { typecheck: options.typecheck, only: match });
  const staticProblems: Problem[] = [...problems];
  let verdicts: SampleVerdict[] = [];
  let temporaryDist: string | undefined;
  let visits = 0;
  let registration: RegistrationOutcome[] | undefined;
  if (catalog && options.render && staticProblems.length === 0) {
    // A bad list stops the run before the build, naming the file and the field.
    const known = options.a11y || options.theme !== undefined ? await loadKnownList(root) : undefined;
    const themeKey = options.theme === undefined ? undefined : themeOfRun(options.theme, catalog.config.theme, Math.floor(Date.now() / 86_400_000));
    // The themes the pages show: the run's theme, or the default theme in both its variants.
    const shownThemes = themeKey ? [themeKey] : variantKeys(catalog.config.theme.name);
    const knownFor = known && ((id: string) => known.forSample(id).filter((entry) => knownInThemes(entry, shownThemes)));
    const shard = options.shard ? inShard(catalog.manifest.samples.map((s) => s.id), options.shard) : undefined;
    const samples = shard ? catalog.manifest.samples.filter((s) => shard.has(s.id)) : catalog.manifest.samples;
    const built = shard ? (id: string) => shard.has(id) && (match?.(id) ?? true) : match;
    let distDir = options.distDir ? path.resolve(root, options.distDir) : undefined;
    if (!distDir) {
      options.onStep?.("build");
      // A partial build goes to a folder of its own, so runs side by side never share one.
      const outDir = built ? `.cache/verify-dist-${process.pid}` : "dist";
      distDir = (await buildSite(root, { only: built, outDir, sourcemaps: true })).outDir;
      if (built) temporaryDist = distDir;
    }
    staticProblems.push(...(await missingRoutePages(distDir, samples, catalog.config.samplesPrefix)));
    // The Download button of every checked sample has its project to zip.
    for (const sample of samples) {
      if (!(await stat(path.join(distDir, exportedProjectUrl(sample.id))).catch(() => null))) {
        staticProblems.push({ file: `samples/${sample.id}`, field: "export", message: `the build has no ${exportedProjectUrl(sample.id)}: its Download button would fail` });
      }
    }
    options.onStep?.("render");
    visits = plannedVisits(samples, catalog.config.samplesPrefix, options.rotation, options.repeat, options.runner || options.theme !== undefined).length;
    let failures = 0;
    // The partial build is removed even when the browser fails to start or a visit throws.
    verdicts = await renderSamples({
      root,
      distDir,
      base: catalog.config.basePath,
      samplesPrefix: catalog.config.samplesPrefix,
      samples,
      workers: options.workers,
      timeoutMs: options.timeoutMs,
      settleMs: options.settleMs,
      strict: options.strict,
      axeSource: options.a11y ? await readFile(path.join(root, "node_modules/axe-core/axe.min.js"), "utf8") : undefined,
      a11yKnown: knownFor,
      // In a --theme run the theme is the one named, and only its own variant is checked.
      a11yOtherVariant: options.theme === undefined,
      rotation: options.rotation,
      theme: themeKey === undefined ? undefined : {
        key: themeKey,
        axeSource: await readFile(path.join(root, "node_modules/axe-core/axe.min.js"), "utf8") },
      screenshotsDir: options.screenshotsDir,
      shotsDir: options.shotsDir,
      repeat: options.repeat ?? 1,
      runner: options.runner,
      runTimeoutMs: options.runTimeoutMs,
      onVisit: (result, done, total) => {
        if (result.failures.length) failures++;
        options.onVisit?.(result, done, total, failures);
      },
    })
      .then(async (rendered) => {
        if (!options.registration) return rendered;
        options.onStep?.("registration");
        const ids = new Set(samples.map((s) => s.id));
        let failing = 0;
        registration = await runRegistrationPass({
          root,
          distDir: distDir!,
          basePath: catalog.config.basePath,
          samplesPrefix: catalog.config.samplesPrefix,
          samples: catalog.samples.filter((s) => ids.has(sampleId(s))),
          workers: options.workers,
          timeoutMs: options.timeoutMs,
          settleLimitMs: REGISTRATION_SETTLE_LIMIT_MS,
          onSample: (outcome, done, total) => options.onRegistration?.(outcome, done, total, failsRegistration(outcome) ? ++failing : failing),
        });
        return withRegistration(rendered, registration);
      })
      .finally(() => temporaryDist && rm(temporaryDist, { recursive: true, force: true }));
    if (known) {
      const everySample = (await scanSamples(root)).map(sampleId);
      staticProblems.push(...staleKnownEntries(known, everySample, verdicts.flatMap((v) => v.results), shownThemes));
    }
  }
  const failed = verdicts.filter((v) => v.status === "failed").map((v) => v.sample);
  const flaky = verdicts.filter((v) => v.status === "flaky").map((v) => v.sample);
  const ok = staticProblems.length === 0 && failed.length === 0 && (options.allowFlaky || flaky.length === 0);
  return {
    ok,
    seconds: (performance.now() - start) / 1000,
    samples: options.render ? verdicts.length : (catalog?.samples.length ?? 0),
    visits,
    staticProblems,
    failed,
    flaky,
    verdicts,
    ...(registration ? { registration } : {}),
  };
}
