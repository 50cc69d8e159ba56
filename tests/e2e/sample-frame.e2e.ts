import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE,
  SAMPLES,
  STYLED_FIXTURE,
  builtSite,
  chunkGlob,
  menuLink,
  openAllComponents,
  pickSample,
  sampleIds,
  settledState,
  useGallery,
  waitReady,
} from "./support/site";

const gallery = useGallery();
/** These specs route the page's requests, which a service worker would answer out of their sight. */
const NO_WORKER = { serviceWorkers: "block" } as const;
const id = pickSample("gauges/radial-gauge/animation");
const other = pickSample(...sampleIds().filter((other) => other !== id));

/** Clicks the menu link of `id`, its component opened first. */
async function clickSample(page: Page, id: string) {
  await openAllComponents(page);
  await menuLink(page, id).click();
}

describe("sample loading", () => {
  it("shows a spinner while the sample's chunk loads, then the sample", async () => {
    const { page, close } = await gallery.open(NO_WORKER);
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(chunkGlob(id), async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`), { waitUntil: "domcontentloaded" });

      const spinner = page.getByRole("status");
      await spinner.waitFor({ state: "visible" });
      await expect(spinner.getAttribute("aria-label")).resolves.toBe("Loading sample");
      await expect(page.locator(".sample-frame").getAttribute("data-sample-state")).resolves.toBe("loading");
      await page.waitForTimeout(500);
      await expect(spinner.isVisible(), "the spinner stays while the chunk is held back").resolves.toBe(true);

      release();
      await waitReady(page, id);
      await expect(page.getByRole("status").count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});

describe("error boundary", () => {
  it("a sample that throws shows the error, its path and Retry; the menu still works", async () => {
    const { page, close, consoleErrors, pageErrors } = await gallery.open(NO_WORKER);
    try {
      await page.route(chunkGlob(id), (route) =>
        route.fulfill({ contentType: "text/javascript", body: 'throw new Error("e2e: this sample is broken");' }),
      );
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await expect(settledState(page, id)).resolves.toBe("error");

      const alert = page.locator(".sample-frame").getByRole("alert");
      const text = await alert.innerText();
      expect(text).toContain("e2e: this sample is broken");
      expect(text).toContain(`/${SAMPLES}/${id}`);
      await expect(alert.getByRole("button", { name: "Retry" }).isVisible()).resolves.toBe(true);
      await expect(page.locator(".sample-frame").getAttribute("data-sample-state")).resolves.toBe("error");
      // The shell around the frame still stands.
      await expect(page.locator(".sidebar").isVisible()).resolves.toBe(true);
      await expect(page.locator(".sidebar__link--active").getAttribute("href")).resolves.toBe(`${BASE}${SAMPLES}/${id}`);
      // The boundary catches the error, and says so on the console for `gallery verify` and developers.
      expect(pageErrors).toEqual([]);
      expect(consoleErrors.some((line) => line.includes("e2e: this sample is broken"))).toBe(true);

      await clickSample(page, other);
      await waitReady(page, other);
      expect(new URL(page.url()).pathname).toBe(`${BASE}${SAMPLES}/${other}`);
      await expect(page.locator(".sample-frame").getByRole("alert").count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it("Retry loads the sample once the request that failed goes through", async () => {
    const { page, close } = await gallery.open(NO_WORKER);
    try {
      // The build's asset list is the one request every sample makes before its chunk.
      const list = "**/assets/samples-*.json";
      await page.route(list, (route) => route.abort("connectionreset"));
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await expect(settledState(page, id)).resolves.toBe("error");
      const retry = page.locator(".sample-frame").getByRole("button", { name: "Retry" });

      // Still failing: Retry ends in the error again, not in an endless spinner.
      await retry.click();
      await expect(settledState(page, id)).resolves.toBe("error");
      await expect(retry.isVisible()).resolves.toBe(true);

      await page.unroute(list);
      await retry.click();
      await waitReady(page, id);
      await expect(page.locator(".sample-frame").getByRole("alert").count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it("a chunk that cannot be fetched shows the reload notice; reloading once it can shows the sample", async () => {
    const { page, close, consoleErrors } = await gallery.open(NO_WORKER);
    try {
      await page.route(chunkGlob(id), (route) => route.abort("connectionreset"));
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      const notice = page.locator('.sample-frame [data-page="stale-build"]');
      await notice.waitFor();
      await expect(notice.getByRole("button", { name: "Reload" }).isVisible()).resolves.toBe(true);
      const chunk = builtSite().chunks.get(id)!;
      // The notice can show before the browser logs the failed preload.
      await expect.poll(() => consoleErrors.some((line) => line.includes("Unable to preload script for") && line.includes(chunk))).toBe(true);
      // The menu mounts after the sample settles, or after a bound when it never does (sample-first.ts).
      await page.locator(".sidebar").waitFor();

      await page.unroute(chunkGlob(id));
      await notice.getByRole("button", { name: "Reload" }).click();
      await waitReady(page, id);
      await expect(page.locator('[data-page="stale-build"]').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it("a sample whose chunk failed is fetched again when it is visited again", async () => {
    const { page, close } = await gallery.open(NO_WORKER);
    try {
      await page.route(chunkGlob(id), (route) => route.abort("connectionreset"));
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await page.locator('.sample-frame [data-page="stale-build"]').waitFor();
      await clickSample(page, other);
      await waitReady(page, other);

      await page.unroute(chunkGlob(id));
      await page.goBack();
      await waitReady(page, id);
      await expect(page.locator('[data-page="stale-build"]').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});

describe("a sample's own stylesheet", () => {
  const withCss = Object.entries(builtSite().needs).filter(([, needs]) => needs.css.length > 0);
  // The e2e fixture (a known colour on a probe class) and the first real sample with a stylesheet.
  const cases = [withCss.find(([id]) => id === STYLED_FIXTURE), withCss.find(([id]) => id !== STYLED_FIXTURE)].filter(
    (found) => found !== undefined,
  );
  it("is tried on a sample of this build that imports a .css file", () => {
    expect(cases.length, "samples with a stylesheet of their own").toBeGreaterThan(0);
  });

  it.each(cases)("%s: applies only while the sample is shown", async (styledId, needs) => {
    const { page, close } = await gallery.open(NO_WORKER);
    try {
      const texts: string[] = [];
      for (const href of needs.css) texts.push(await (await page.request.get(gallery.site.url(href))).text());

      /**
       * Its <link> elements, and every rule on the page that is one of its rules (same selector, same
       * declarations), in whichever stylesheet it sits.
       */
      const sampleStyles = () =>
        page.evaluate((texts) => {
          const styleRules = (list: CSSRuleList, found: CSSStyleRule[] = []) => {
            for (const rule of list) {
              if (rule instanceof CSSStyleRule) found.push(rule);
              if ("cssRules" in rule) styleRules((rule as CSSGroupingRule).cssRules, found);
            }
            return found;
          };
          const own = new Set(
            texts.flatMap((text) => {
              const sheet = new CSSStyleSheet();
              sheet.replaceSync(text);
              return styleRules(sheet.cssRules).map((rule) => rule.cssText);
            }),
          );
          const rules = [...document.styleSheets].flatMap((sheet) =>
            styleRules(sheet.cssRules)
              .filter((rule) => own.has(rule.cssText))
              .map((rule) => `${new URL(sheet.href ?? location.href).pathname}: ${rule.selectorText}`),
          );
          return { links: document.querySelectorAll("link[data-sample-css]").length, own: own.size, rules };
        }, texts);

      await page.goto(gallery.site.url(`${SAMPLES}/${styledId}`));
      await waitReady(page, styledId);
      const shown = await sampleStyles();
      expect(shown.own, `${needs.css.join(", ")} holds some style rules`).toBeGreaterThan(0);
      expect(shown.links).toBe(needs.css.length);
      expect(shown.rules.length, "the sample's rules apply while it is shown").toBeGreaterThanOrEqual(shown.own);
      if (styledId === STYLED_FIXTURE) {
        const probe = page.locator(".sample-frame .e2e-styled__probe");
        await expect(probe.evaluate((p) => getComputedStyle(p).color)).resolves.toBe("rgb(1, 2, 3)");
      }

      const next = pickSample(...sampleIds().filter((other) => other !== styledId));
      await clickSample(page, next);
      await waitReady(page, next);
      await expect(sampleStyles(), "no stylesheet on the page holds the sample's rules once it is gone").resolves.toEqual({
        links: 0,
        own: shown.own,
        rules: [],
      });

      await page.goBack();
      await waitReady(page, styledId);
      await expect(sampleStyles()).resolves.toEqual(shown);
    } finally {
      await close();
    }
  });
});
