import type { Browser, BrowserContext } from "playwright-core";
import { BOUNDS } from "./bounds";
import { closeBrowser, launchChromium } from "./browser";
import { newVerifyContext, SamplePage, type VisitOptions } from "./render-checks";
import { StepFailure, within } from "./step";

const opening = (what: string) => async () => new StepFailure("timeout", `${what} took longer than ${BOUNDS.openPageMs} ms`);

/**
 * One worker's Chromium, its context and its sample page. Each worker has a browser of its own, so
 * a page that cannot be closed takes down only its own worker's browser, never another worker's visit.
 */
export class BrowserSession {
  private constructor(
    private browser: Browser,
    private context: BrowserContext,
    private current: SamplePage,
    private readonly options: VisitOptions,
  ) {}

  static async start(options: VisitOptions): Promise<BrowserSession> {
    const browser = await launchChromium();
    try {
      const context = await within(newVerifyContext(browser), BOUNDS.openPageMs, opening("a new browser context"));
      const page = await within(SamplePage.open(context, options), BOUNDS.openPageMs, opening("a new page"));
      return new BrowserSession(browser, context, page, options);
    } catch (error) {
      await closeBrowser(browser);
      throw error;
    }
  }

  get page(): SamplePage {
    return this.current;
  }

  /**
   * A fresh page for the next visit. The old page is closed within its bound; one that will not
   * close (or a new one that will not open) costs the worker its browser, and a new one is started.
   */
  async renew(): Promise<void> {
    if (await this.current.close()) {
      const fresh = await within(SamplePage.open(this.context, this.options), BOUNDS.openPageMs, opening("a new page")).catch(() => undefined);
      if (fresh) {
        this.current = fresh;
        return;
      }
    }
    await closeBrowser(this.browser);
    const replacement = await BrowserSession.start(this.options);
    this.browser = replacement.browser;
    this.context = replacement.context;
    this.current = replacement.current;
  }

  async close(): Promise<void> {
    await this.current.close();
    await closeBrowser(this.browser);
  }
}
