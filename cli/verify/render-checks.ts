import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import type { SampleEntry } from "../../contract/manifest";
import { BOUNDS, formatMs } from "./bounds";
import { ErrorTally } from "./error-tally";
import type { Failure, FailureKind } from "./failure";
import { measureMainComponent } from "./measure-component";
import { pause, RunOver, StepFailure, within, type StepName } from "./step";

export type { Failure, FailureKind } from "./failure";
import { recordCanvasText } from "./canvas-text";
import { themeFailures } from "./theme-pass";
import { sampleA11y } from "./a11y-check";
import { NO_MAPS } from "./source-positions";
import type { KnownViolation } from "../../contract/a11y-known";

export type { AxeViolation } from "./a11y-check";

export interface VisitResult {
  sample: string;
  route: string;
  failures: Failure[];
  ms: number;
  /** When the a11y check ran: the known list's entries it saw (knownViolationKey), maybe none. */
  a11ySeen?: string[];
}

export interface VisitOptions {
  /** The server's origin plus the base path without its trailing slash. */
  origin: string;
  /** The base path without its trailing slash, for in-page navigation. */
  basePath: string;
  timeoutMs: number;
  settleMs: number;
  strict: boolean;
  /** axe-core's source, when accessibility is checked. */
  axeSource?: string;
  /** The known list's entries that apply to a sample (see a11y-check.ts); none when not given. */
  a11yKnown?: (sampleId: string) => readonly Pick<KnownViolation, "rule" | "component">[];
  /** Check colour contrast in the theme's other variant too, in the same visit. */
  a11yOtherVariant?: boolean;
  /** The theme pass: every visit opens in this theme (`material-dark`) and is checked for overlap and contrast. */
  theme?: { key: string; axeSource: string };
  /** Maps chunk positions in an error to source positions (see source-positions.ts). */
  mapSource?: (text: string) => string;
  /**
   * Each sample through the Edit panel's in-page runner (`?panel=edit`): ready only once the
   * runner's render of its own unedited files replaced the built one; a compile error fails it.
   */
  runner?: boolean;
}

/** The Edit panel's link parameter and the marks the runner mode waits for. */
const EDIT_PANEL = "panel=edit";
const RUNNER_FAILED = '.edit-panel[data-edit-state="error"]';

/**
 * Reports unhandled rejections through console.error, so none can pass silently. The service
 * worker is taken away: verify checks samples against the server, and its own tests cover the worker.
 * React's commits are counted through the hook its developer tools use (React calls it in production
 * builds too): an effect that keeps setting its own state shows only as a commit rate.
 */
const INIT_SCRIPT = `delete Navigator.prototype.serviceWorker;
window.__galleryCommits = 0;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, isDisabled: false, renderers: new Map(), inject: () => 1, checkDCE: () => undefined,
  onCommitFiberRoot: () => window.__galleryCommits++, onCommitFiberUnmount: () => undefined, onPostCommitFiberRoot: () => undefined,
};
window.addEventListener("unhandledrejection", (event) => {
  const reason = event.reason;
  console.error("Unhandled promise rejection: " + (reason && reason.stack ? reason.stack : String(reason)));
});`;

export async function newVerifyContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  await context.addInitScript(INIT_SCRIPT);
  return context;
}

type Collector = (kind: FailureKind, detail: string) => void;

export interface VisitRequest {
  sample: SampleEntry;
  route: string;
  /** Load the route in the page, even when the shell is already running in it. */
  fresh: boolean;
  screenshot?: string;
  /** Takes the report's picture once the visit is over (failed: it found something); see shots.ts. */
  shoot?: (page: Page, frame: string, failed: boolean) => Promise<void>;
  settleMs: number;
  /** Run the a11y check on this visit (when axeSource is given); false for the alias and embed visits. */
  a11y?: boolean;
  /** Aborted with a RunOver when the run reaches its bound. */
  stop?: AbortSignal;
}

/** Failures that name what went wrong with the visit as a whole: listed before the errors they explain. */
const CAUSES = new Set<FailureKind>(["render-loop", "error-flood", "unresponsive"]);

/**
 * One browser page that opens samples one after another. The first visit loads the page; later
 * ones navigate inside the running shell (as a user clicking the menu does), so the shell and the
 * shared Ignite UI chunks are not parsed again for every sample. Events are charged to the visit
 * under way. Every step of a visit has its bound (bounds.ts): a page that stops answering, floods
 * errors or never idles ends the visit with a failure that says so, and is replaced by the caller.
 */
export class SamplePage {
  private collect: Collector = () => undefined;
  private loaded = false;

  private constructor(
    private readonly page: Page,
    private readonly options: VisitOptions,
  ) {
    // A request is charged to the visit that started it, not to whichever visit is under way when it ends.
    const owners = new WeakMap<Request, Collector>();
    const ownerOf = (request: Request) => owners.get(request) ?? this.collect;
    page.on("request", (request) => {
      owners.set(request, this.collect);
      const url = new URL(request.url());
      if (url.protocol === "data:" || url.protocol === "blob:") return;
      if (!this.allowedHosts.has(url.hostname) && !this.allowedHosts.has(url.host)) this.collect("outside-request", request.url());
    });
    page.on("response", (response) => {
      const url = response.url();
      if (!url.startsWith(options.origin)) return;
      const status = response.status();
      if (status >= 300 && status !== 304) ownerOf(response.request())("http-status", `${status} ${url}`);
    });
    page.on("requestfailed", (request) => {
      if (!request.url().startsWith(options.origin)) return;
      const error = request.failure()?.errorText ?? "";
      const owner = ownerOf(request);
      // A sample that is left aborts what it still fetches (its AbortController, on unmount): that is
      // cleaning up, not a failure, whichever visit is under way when the abort lands. A download the
      // page did not start itself (a chunk, a stylesheet) still counts when the visit that needs it aborts it.
      const cancelledByPage = request.resourceType() === "fetch" || request.resourceType() === "xhr";
      if (error === "net::ERR_ABORTED" && (cancelledByPage || owner !== this.collect)) return;
      owner("http-status", `failed ${request.url()}: ${error}`);
    });
    page.on("pageerror", (error) => this.collect("page-error", error.stack ?? error.message));
    page.on("crash", () => this.collect("page-error", "the page crashed"));
    page.on("console", (message) => {
      const { url, lineNumber, columnNumber } = message.location();
      // The position says which file logged it: the sample's own, once mapped, not a minified chunk.
      const where = url && url.endsWith(".js") ? ` (at ${url}:${lineNumber + 1}:${columnNumber + 1})` : "";
      if (message.type() === "error") this.collect("console-error", message.text() + where);
      else if (options.strict && message.type() === "warning") this.collect("console-warning", message.text() + where);
    });
  }

  private allowedHosts = new Set(["127.0.0.1"]);

  /** A new page in the context; the caller bounds the wait (BOUNDS.openPageMs). */
  static async open(context: BrowserContext, options: VisitOptions): Promise<SamplePage> {
    const page = await context.newPage();
    // The theme check measures canvas text, which only the canvas's own calls can place.
    if (options.theme) await page.addInitScript(recordCanvasText);
    return new SamplePage(page, options);
  }

  /** Closes the page within BOUNDS.closePageMs; false when it would not close (the browser must go). */
  async close(): Promise<boolean> {
    const closed = this.page.close().then(
      () => true,
      () => this.page.isClosed(),
    );
    return within(closed, BOUNDS.closePageMs, async () => new StepFailure("timeout", "")).catch(() => false);
  }

  async visit(request: VisitRequest): Promise<VisitResult> {
    const { page, options } = this;
    const { sample, route, settleMs } = request;
    const start = performance.now();
    const failures: Failure[] = [];
    const tally = new ErrorTally();
    const flood = new AbortController();
    const stop = request.stop ? AbortSignal.any([flood.signal, request.stop]) : flood.signal;
    let ready = false;
    let a11ySeen: string[] | undefined;
    this.allowedHosts = new Set(["127.0.0.1", ...sample.network]);
    this.collect = (kind, raw) => {
      if (kind === "page-error" || kind === "console-error") {
        const keep = tally.count(raw, performance.now());
        // The summary (tally.summaries) names the flood; aborting ends the step under way at once.
        if (tally.flooding() && !flood.signal.aborted) flood.abort(new StepFailure("error-flood", ""));
        if (!keep) return;
      }
      const late = ready && !["empty-render", "a11y", "overlap", "contrast"].includes(kind);
      const detail = options.mapSource?.(raw) ?? raw;
      failures.push({
        kind: late ? "after-ready" : kind,
        detail: late ? `${kind}: ${detail}` : detail,
        ...(detail === raw || detail === `${raw} ${NO_MAPS}` ? {} : { raw }),
      });
    };
    const step = <T>(name: StepName, ms: number, work: () => Promise<T>) => this.step(name, ms, work, stop);
    const frame = `[data-sample-id="${sample.id}"]`;
    const readySelector = options.runner ? `${frame}[data-live][data-sample-state=ready]` : `${frame}[data-sample-state=ready]`;
    const query = [options.runner ? EDIT_PANEL : "", options.theme ? `theme=${options.theme.key}` : ""].filter(Boolean).join("&");
    const target = query ? `${route}${route.includes("?") ? "&" : "?"}${query}` : route;
    try {
      if (request.fresh || !this.loaded) {
        await step("navigation", BOUNDS.navigationMs, () => page.goto(options.origin + target, { waitUntil: "commit", timeout: BOUNDS.navigationMs }));
        this.loaded = true;
      } else {
        const path = options.basePath + target;
        await step("navigation", BOUNDS.pageCallMs, () =>
          page.evaluate((to) => {
            history.pushState(null, "", to);
            dispatchEvent(new PopStateEvent("popstate"));
          }, path),
        );
      }
      // Playwright's own timeout (options.timeoutMs) normally ends this wait; the bound is for a page that stops answering its polls.
      const outcome = await step("wait for ready", options.timeoutMs + BOUNDS.pageCallMs, () => this.readyOutcome(frame, readySelector));
      if (outcome === "ready") {
        ready = true;
        const loop = await this.watchSettle(settleMs, step);
        if (loop) failures.push(loop);
        await this.checkRendered(settleMs, step);
        if (options.axeSource && request.a11y !== false) {
          const axeSource = options.axeSource;
          const known = options.a11yKnown?.(sample.id) ?? [];
          const found = await step("a11y check", BOUNDS.a11yMs, () => sampleA11y(page, frame, axeSource, known, Boolean(options.a11yOtherVariant)));
          a11ySeen = found.seen;
          for (const violation of found.violations) {
            this.collect("a11y", `${violation.impact} ${violation.id} (${violation.variant}): ${violation.help} (${violation.targets})${violation.message ? `: ${violation.message}` : ""}`);
          }
        }
        if (options.theme) {
          const theme = options.theme;
          const listed = (options.a11yKnown?.(sample.id) ?? []).filter((k) => k.rule === "color-contrast").map((k) => k.component);
          const found = await step("theme check", BOUNDS.a11yMs, () => themeFailures(page, frame, theme.axeSource, listed));
          for (const failure of found) this.collect(failure.kind, failure.detail);
        }
        const state = await step("error boundary check", BOUNDS.pageCallMs, () =>
          page.getAttribute(frame, "data-sample-state", { timeout: BOUNDS.pageCallMs }).catch(() => null),
        );
        if (state !== "ready") this.collect("error-boundary", `the sample left the ready state (${state ?? "frame gone"})`);
      } else if (outcome === "error") {
        const text = await step("error boundary check", BOUNDS.pageCallMs, () =>
          page.textContent(`${frame}[data-sample-state=error]`, { timeout: BOUNDS.pageCallMs }).catch(() => ""),
        );
        this.collect("error-boundary", (text ?? "").trim().slice(0, 400));
      } else if (outcome === "runner-error") {
        const text = await step("error boundary check", BOUNDS.pageCallMs, () =>
          page.textContent('[data-testid="edit-error"]', { timeout: BOUNDS.pageCallMs }).catch(() => ""),
        );
        this.collect("runner-error", (text ?? "the runner could not compile the sample").trim().slice(0, 400));
      } else if (outcome === "timeout") {
        throw await this.timedOut("wait for ready", `no ready mark within ${options.timeoutMs} ms`);
      } else {
        this.collect("fallback-page", `the shell showed ${outcome.slice(5)} instead of the sample`);
      }
      if (request.screenshot) {
        const path = request.screenshot;
        await step("screenshot", BOUNDS.screenshotMs, () => page.screenshot({ path, timeout: BOUNDS.screenshotMs }).catch(() => undefined));
      }
    } catch (error) {
      // An empty detail is the flood's own abort: its summary below says it.
      if (error instanceof StepFailure) {
        if (error.detail) failures.push({ kind: error.kind, detail: error.detail });
      } else this.collect("timeout", (error as Error).message.split("\n")[0]!);
    }
    this.collect = () => undefined;
    failures.push(...tally.summaries());
    const ms = Math.round(performance.now() - start);
    // After the failures are known, so a failed visit (a timeout too) is pictured as it was left; a page that stopped answering is not.
    if (request.shoot && !failures.some((f) => f.kind === "unresponsive")) {
      await within(request.shoot(page, frame, failures.length > 0), BOUNDS.screenshotMs, async () => new StepFailure("timeout", "")).catch(() => undefined);
    }
    if (failures.length > 0) this.loaded = false;
    const ordered = [...failures.filter((f) => CAUSES.has(f.kind)), ...failures.filter((f) => !CAUSES.has(f.kind))];
    return { sample: sample.id, route, failures: ordered, ms, ...(a11ySeen ? { a11ySeen } : {}) };
  }

  /**
   * "ready", "error", "page:<name>" (the shell showed a page of its own) or "timeout". Checked on
   * every animation frame: waitForSelector backs off to 500 ms between checks, which delays every
   * visit and counts an error thrown just after the ready mark as one before it.
   */
  private readyOutcome(frame: string, readySelector: string): Promise<string> {
    return this.page
      .waitForFunction(
        ({ selector, runnerFailed }) => {
          if (document.querySelector(runnerFailed)) return "runner-error";
          const element = document.querySelector(selector);
          return element && (element.getAttribute("data-sample-state") ?? `page:${element.getAttribute("data-page")}`);
        },
        { selector: `${readySelector}, ${frame}[data-sample-state=error], [data-page]`, runnerFailed: RUNNER_FAILED },
        { polling: "raf", timeout: this.options.timeoutMs },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => "timeout");
  }

  /** Waits out the settle window, counting React's commits: a loop commits hundreds of times a second. */
  private async watchSettle(settleMs: number, step: StepRunner): Promise<Failure | undefined> {
    const read = () => step("settle", BOUNDS.pageCallMs, () => this.page.evaluate(() => (window as unknown as { __galleryCommits: number }).__galleryCommits));
    const before = await read();
    const from = performance.now();
    await step("settle", settleMs + BOUNDS.pageCallMs, () => pause(settleMs));
    const commits = (await read()) - before;
    const seconds = Math.max(0.1, (performance.now() - from) / 1000);
    if (commits / seconds < BOUNDS.loopCommitsPerSecond) return undefined;
    return {
      kind: "render-loop",
      detail: `render loop: React committed ${commits} times in ${formatMs(Math.round(seconds * 1000))} after ready (an effect that sets the state it depends on?)`,
    };
  }

  /**
   * Fails a sample whose main component has no size or, for a canvas component, no painted pixel.
   * A canvas may paint a while after the ready mark (tiles, images): it has BOUNDS.firstPaintMs from
   * the mark before it counts as empty.
   */
  private async checkRendered(settleMs: number, step: StepRunner): Promise<void> {
    const measure = () => step("render check", BOUNDS.pageCallMs, () => this.page.evaluate(measureMainComponent));
    const from = performance.now() - settleMs;
    let emptiness = await measure();
    while (emptiness && performance.now() - from < Math.max(this.options.settleMs, BOUNDS.firstPaintMs)) {
      await step("render check", BOUNDS.pageCallMs, () => pause(50));
      emptiness = await measure();
    }
    if (emptiness) this.collect("empty-render", emptiness);
  }

  /** `work` within `ms`; past it, a failure that says whether the page still answers. */
  private async step<T>(name: StepName, ms: number, work: () => Promise<T>, stop: AbortSignal): Promise<T> {
    try {
      return await within(work(), ms, () => this.timedOut(name, `the ${name} took longer than ${formatMs(ms)}`), stop);
    } catch (error) {
      if (error instanceof RunOver) throw new StepFailure("timeout", `the run reached its bound of ${formatMs(error.boundMs)} during the ${name}`);
      throw error;
    }
  }

  /** A step ran out of time: the page stopped answering, or the step was only slow (`slow` says how). */
  private async timedOut(name: StepName, slow: string): Promise<StepFailure> {
    const answers = await within(this.page.evaluate(() => true), BOUNDS.answerMs, async () => new StepFailure("unresponsive", "")).catch(() => false);
    return answers ? new StepFailure("timeout", slow) : new StepFailure("unresponsive", `page stopped answering during the ${name}`);
  }
}

type StepRunner = <T>(name: StepName, ms: number, work: () => Promise<T>) => Promise<T>;
