import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import type { SampleEntry } from "../../contract/manifest";

export type FailureKind =
  | "http-status"
  | "outside-request"
  | "page-error"
  | "console-error"
  | "console-warning"
  | "error-boundary"
  | "fallback-page"
  | "timeout"
  | "empty-render"
  | "after-ready"
  | "a11y"
  | "runner-error";

export interface Failure {
  kind: FailureKind;
  /** What failed, with positions in built chunks mapped back to the sources. */
  detail: string;
  /** The detail as the browser gave it, when mapping changed it. */
  raw?: string;
}

export interface VisitResult {
  sample: string;
  route: string;
  failures: Failure[];
  ms: number;
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
 */
const INIT_SCRIPT = `delete Navigator.prototype.serviceWorker;
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

/**
 * One browser page that opens samples one after another. The first visit loads the page; later
 * ones navigate inside the running shell (as a user clicking the menu does), so the shell and the
 * shared Ignite UI chunks are not parsed again for every sample. Events are charged to the visit
 * under way; a failed visit gets its second look in a freshly loaded page.
 */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string;
}

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
    page.on("console", (message) => {
      const { url, lineNumber, columnNumber } = message.location();
      // The position says which file logged it: the sample's own, once mapped, not a minified chunk.
      const where = url && url.endsWith(".js") ? ` (at ${url}:${lineNumber + 1}:${columnNumber + 1})` : "";
      if (message.type() === "error") this.collect("console-error", message.text() + where);
      else if (options.strict && message.type() === "warning") this.collect("console-warning", message.text() + where);
    });
  }

  private allowedHosts = new Set(["127.0.0.1"]);

  static async open(context: BrowserContext, options: VisitOptions): Promise<SamplePage> {
    return new SamplePage(await context.newPage(), options);
  }

  /** Serious and critical axe-core violations inside the sample's frame. */
  async axeViolations(frame: string, axeSource: string): Promise<AxeViolation[]> {
    const loaded = await this.page.evaluate(() => "axe" in window);
    if (!loaded) await this.page.addScriptTag({ content: axeSource });
    return this.page.evaluate(async (selector) => {
      type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
      const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<Result> } }).axe;
      const context = document.querySelector(selector);
      if (!context) return [];
      const result = await axe.run(context, { resultTypes: ["violations"] });
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ") }));
    }, frame);
  }

  async close(): Promise<void> {
    await this.page.close().catch(() => undefined);
  }

  async visit(sample: SampleEntry, route: string, fresh: boolean, screenshot?: string, settleMs = this.options.settleMs): Promise<VisitResult> {
    const { page, options } = this;
    const start = performance.now();
    const failures: Failure[] = [];
    let isReady = false;
    this.allowedHosts = new Set(["127.0.0.1", ...sample.network]);
    this.collect = (kind, raw) => {
      const late = isReady && kind !== "empty-render" && kind !== "a11y";
      const detail = options.mapSource?.(raw) ?? raw;
      failures.push({
        kind: late ? "after-ready" : kind,
        detail: late ? `${kind}: ${detail}` : detail,
        ...(detail === raw ? {} : { raw }),
      });
    };
    const frame = `[data-sample-id="${sample.id}"]`;
    const ready = options.runner ? `${frame}[data-live][data-sample-state=ready]` : `${frame}[data-sample-state=ready]`;
    if (options.runner) route += (route.includes("?") ? "&" : "?") + EDIT_PANEL;
    try {
      if (fresh || !this.loaded) {
        await page.goto(options.origin + route, { waitUntil: "commit", timeout: options.timeoutMs });
        this.loaded = true;
      } else {
        await page.evaluate((path) => {
          history.pushState(null, "", path);
          dispatchEvent(new PopStateEvent("popstate"));
        }, options.basePath + route);
      }
      // Checked on every animation frame: waitForSelector backs off to 500 ms between checks, which
      // delays every visit and counts an error thrown just after the ready mark as one before it.
      const outcome = await page
        .waitForFunction(
          ({ selector, runnerFailed }) => {
            if (document.querySelector(runnerFailed)) return "runner-error";
            const element = document.querySelector(selector);
            return element && (element.getAttribute("data-sample-state") ?? `page:${element.getAttribute("data-page")}`);
          },
          { selector: `${ready}, ${frame}[data-sample-state=error], [data-page]`, runnerFailed: RUNNER_FAILED },
          { polling: "raf", timeout: options.timeoutMs },
        )
        .then((handle) => handle.jsonValue() as Promise<string>)
        .catch(() => "timeout");
      if (outcome === "ready") {
        isReady = true;
        const readyAt = performance.now();
        await page.waitForTimeout(settleMs);
        // A canvas component may paint a little after the ready mark: a short (route) visit gives it
        // up to the full settle window before calling it empty.
        let emptiness = await page.evaluate(measureMainComponent);
        while (emptiness && performance.now() - readyAt < options.settleMs) {
          await page.waitForTimeout(50);
          emptiness = await page.evaluate(measureMainComponent);
        }
        if (emptiness) this.collect("empty-render", emptiness);
        if (options.axeSource) {
          const ignored = new Set(sample.a11yIgnore.map((i) => i.rule));
          for (const violation of await this.axeViolations(frame, options.axeSource)) {
            if (!ignored.has(violation.id)) this.collect("a11y", `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets})`);
          }
        }
        const state = await page.getAttribute(frame, "data-sample-state").catch(() => null);
        if (state !== "ready") this.collect("error-boundary", `the sample left the ready state (${state ?? "frame gone"})`);
      } else if (outcome === "error") {
        const text = await page.textContent(`${frame}[data-sample-state=error]`).catch(() => "");
        this.collect("error-boundary", (text ?? "").trim().slice(0, 400));
      } else if (outcome === "runner-error") {
        const text = await page.textContent('[data-testid="edit-error"]').catch(() => "");
        this.collect("runner-error", (text ?? "the runner could not compile the sample").trim().slice(0, 400));
      } else if (outcome === "timeout") {
        this.collect("timeout", `no ready mark within ${options.timeoutMs} ms`);
      } else {
        this.collect("fallback-page", `the shell showed ${outcome.slice(5)} instead of the sample`);
      }
      if (screenshot) await page.screenshot({ path: screenshot }).catch(() => undefined);
    } catch (error) {
      this.collect("timeout", (error as Error).message.split("\n")[0]!);
    }
    this.collect = () => undefined;
    if (failures.length > 0) this.loaded = false;
    return { sample: sample.id, route, failures, ms: Math.round(performance.now() - start) };
  }
}

/**
 * Runs in the page. Finds the sample's main component (the largest Ignite UI element in the frame)
 * and returns why it counts as empty, or null when it rendered. Canvas components must have painted.
 */
function measureMainComponent(): string | null {
  const host = document.querySelector(".sample-frame__host");
  if (!host) return "the sample frame has no content";
  const isIgnite = (el: Element) =>
    el.tagName.startsWith("IGC-") || el.tagName.startsWith("IGX-") || /(^|\s)(igr|ig|igx)-[a-z]/.test(el.getAttribute("class") ?? "");
  const area = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width * rect.height;
  };
  const candidates = [...host.querySelectorAll("*")].filter(isIgnite);
  if (candidates.length === 0) return "no Ignite UI component was rendered";
  const main = candidates.reduce((best, el) => (area(el) > area(best) ? el : best));
  if (area(main) === 0) return `the main component <${main.tagName.toLowerCase()}> has zero size`;
  const canvases: HTMLCanvasElement[] = [];
  const collect = (root: Element | ShadowRoot) => {
    for (const el of root.querySelectorAll("*")) {
      if (el instanceof HTMLCanvasElement) canvases.push(el);
      if (el.shadowRoot) collect(el.shadowRoot);
    }
  };
  collect(main);
  if (main.shadowRoot) collect(main.shadowRoot);
  const sized = canvases.filter((c) => c.width > 0 && c.height > 0);
  if (canvases.length > 0 && sized.length === 0) return "every canvas of the main component has zero size";
  if (sized.length === 0) return null;
  const painted = sized.some((canvas) => {
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return true;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 16) if (data[i] !== 0) return true;
    return false;
  });
  return painted ? null : "the main component's canvas has no painted pixel";
}
