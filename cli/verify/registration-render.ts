import type { Browser, BrowserContext, Page } from "playwright-core";
import { BOUNDS } from "./bounds";
import { decodePng, differingPixels } from "./png-pixels";
import { registerInPage, type PackageChunks, type Registered } from "./registration-modules";
import { CLEAR_STORAGE, INIT_SCRIPT, pageActivity, undefinedElements } from "./registration-page-scripts";
import { isSettled, type Look } from "./registration-settle";
import { StepFailure, within } from "./step";

const VIEWPORT = { width: 1280, height: 800 };
/** Between two screenshots while waiting for the sample to stop changing. */
const SHOT_INTERVAL_MS = 250;
/**
 * Importing a package's whole namespace and registering its modules: 2-3 s for the charts with the
 * machine's load at 20, 30 s and more at 60.
 */
const REGISTER_MS = 120_000;
/** The fewest shots taken before a sample counts as never settling, however long they took. */
const MIN_SHOTS = 6;

export interface RenderTarget {
  sampleId: string;
  /** The sample's grouped path under the prefix, from the base path: `/react-demos/samples/charts/…`. */
  path: string;
  /** The packages whose modules are registered before the sample opens; none: the sample as it is. */
  packages?: readonly string[];
  /** Of those packages' modules, only these (see registerInPage). */
  only?: readonly string[];
}

export type Render = { png: Buffer; registered?: Registered; undefinedElements?: string[] } | { problem: string };

export interface RegistrationRenderOptions {
  /** The server's origin plus the base path without its trailing slash. */
  origin: string;
  /** The base path without its trailing slash, which RenderTarget.path starts with. */
  basePath: string;
  /** A page of the shell that shows no sample, from the origin: the start of every render. */
  startPath: string;
  chunks: PackageChunks;
  timeoutMs: number;
  /** How long a sample may keep changing after ready before it counts as never settling. */
  settleLimitMs: number;
}

/**
 * A worker's context for its fresh pages. Each render gets a page of its own: a new window, with its
 * own custom element registry and module graph, so nothing registered in one page reaches another.
 * What the pages of one context share is the HTTP cache and the compiled code of the packages, which
 * spares every render compiling megabytes of chart code again, and storage, which the init script
 * clears as each page starts (the state-persistence samples keep their state there).
 */
export class FreshPages {
  private constructor(readonly context: BrowserContext) {}

  static async open(browser: Browser): Promise<FreshPages> {
    const context = await within(
      browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" }),
      BOUNDS.openPageMs,
      async () => new StepFailure("timeout", "a new browser context took too long"),
    );
    await context.addInitScript(INIT_SCRIPT + CLEAR_STORAGE);
    return new FreshPages(context);
  }

  async close(): Promise<void> {
    await within(this.context.close(), BOUNDS.closePageMs, async () => new StepFailure("timeout", "")).catch(() => undefined);
  }
}

/**
 * One render of one sample in a fresh page. As it is, the sample's own page is loaded, as a shared
 * link opens it. With modules to register, the shell opens on a page without a sample, the modules
 * are registered, then the sample is opened from within the page (as the menu does). Either way its
 * frame is photographed until two shots in a row are the same.
 */
export async function renderOnce(pages: FreshPages, options: RegistrationRenderOptions, target: RenderTarget): Promise<Render> {
  let page: Page | undefined;
  try {
    page = await within(pages.context.newPage(), BOUNDS.openPageMs, async () => new StepFailure("timeout", "a new page took too long"));
    if (!target.packages?.length) {
      await page.goto(options.origin + target.path.slice(options.basePath.length), { waitUntil: "commit", timeout: BOUNDS.navigationMs });
      return await settledSample(page, options, target);
    }
    await page.goto(options.origin + options.startPath, { waitUntil: "load", timeout: BOUNDS.navigationMs });
    const registered = await register(page, options, target.packages, target.only);
    const render = await openInPage(page, options, target);
    return "png" in render ? { ...render, registered } : render;
  } catch (error) {
    return { problem: (error as Error).message.split("\n")[0]! };
  } finally {
    if (page) await within(page.close(), BOUNDS.closePageMs, async () => new StepFailure("timeout", "")).catch(() => undefined);
  }
}

/**
 * One worker's page with every module of the given packages registered, in which samples are opened
 * one after another from within the page: a render costs no page load and no registration. What it
 * shows is only a first look: a sample that looks different here is rendered again in a fresh
 * context with its own packages' modules (renderOnce) before anything is concluded.
 */
export class RegisteredPage {
  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly options: RegistrationRenderOptions,
  ) {}

  static async open(browser: Browser, options: RegistrationRenderOptions, packages: readonly string[]): Promise<RegisteredPage> {
    const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
    await context.addInitScript(INIT_SCRIPT);
    const page = await context.newPage();
    await page.goto(options.origin + options.startPath, { waitUntil: "load", timeout: BOUNDS.navigationMs });
    await register(page, options, packages);
    return new RegisteredPage(context, page, options);
  }

  async render(target: RenderTarget): Promise<Render> {
    try {
      // The same random sequence from the sample's start as in a fresh page, as far as the page allows.
      await this.page.evaluate(() => (window as unknown as { __gallerySeed(): void }).__gallerySeed());
      return await openInPage(this.page, this.options, target);
    } catch (error) {
      return { problem: (error as Error).message.split("\n")[0]! };
    }
  }

  async close(): Promise<void> {
    await within(this.context.close(), BOUNDS.closePageMs, async () => new StepFailure("timeout", "")).catch(() => undefined);
  }
}

async function register(page: Page, options: RegistrationRenderOptions, packages: readonly string[], only?: readonly string[]): Promise<Registered> {
  const request = { chunks: options.chunks, packages, only };
  return within(page.evaluate(registerInPage, request), REGISTER_MS, async () => new StepFailure("timeout", `registering the modules took longer than ${REGISTER_MS / 1000} s`));
}

/** Opens the sample from within the running shell and waits for it to settle. */
async function openInPage(page: Page, options: RegistrationRenderOptions, target: RenderTarget): Promise<Render> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, target.path);
  return settledSample(page, options, target);
}

async function settledSample(page: Page, options: RegistrationRenderOptions, target: RenderTarget): Promise<Render> {
  const frame = `[data-sample-id="${target.sampleId}"]`;
  const ready = await page.waitForSelector(`${frame}[data-sample-state=ready]`, { timeout: options.timeoutMs }).then(
    () => true,
    () => false,
  );
  if (!ready) return { problem: `no ready mark within ${options.timeoutMs} ms` };
  const png = await settledShot(page, frame, options.settleLimitMs);
  if (!png) return { problem: `still changing ${options.settleLimitMs} ms after ready (a timer, live data or an endless animation)` };
  return { png, undefinedElements: await page.evaluate(undefinedElements) };
}

/**
 * The sample's frame once two shots in a row have the same pixels and the page has nothing in hand
 * that would change them (registration-settle.ts): the sample has settled, its load animations run
 * out. CSS animations are run to their end by Playwright and the caret hidden, so a blinking cursor
 * or a spinner does not count as change. On a loaded machine one shot of a chart takes a second or
 * two, so the limit is in shots as well as in time: a sample gets at least MIN_SHOTS looks before it
 * counts as never settling.
 */
async function settledShot(page: Page, frame: string, limitMs: number): Promise<Buffer | undefined> {
  const until = performance.now() + limitMs;
  let first: { shot: Buffer; look: Look } | undefined;
  for (let shots = 0; shots < MIN_SHOTS || performance.now() < until; shots++) {
    await page.waitForTimeout(SHOT_INTERVAL_MS);
    const look: Look = { at: performance.now(), activity: await pageActivity(page) };
    // A shot that times out (the page got no frame in time on a busy machine) is one more look, not a failure.
    const shot = await page.locator(frame).screenshot({ animations: "disabled", caret: "hide", timeout: BOUNDS.screenshotMs }).catch(() => undefined);
    if (!shot) continue;
    const same = first && (first.shot.equals(shot) || differingPixels(decodePng(first.shot), decodePng(shot), 0) === 0);
    if (same && isSettled(first!.look, look)) return shot;
    if (!same) first = { shot, look };
  }
  return undefined;
}
