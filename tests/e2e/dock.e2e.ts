import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SAMPLES, pickSample, useGallery, waitReady, type Watched } from "./support/site";

const gallery = useGallery();
const gauge = pickSample("gauges/radial-gauge/animation");

async function openSample(query = "", options: { width?: number } = {}): Promise<Watched> {
  const watched = await gallery.open(options);
  await watched.page.goto(gallery.site.url(`${SAMPLES}/${gauge}${query}`));
  await waitReady(watched.page, gauge);
  return watched;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};

const panelChunk = (url: string) => /\/chunks\/(docked-panel|code-view)-[A-Z0-9]+\.js$/.test(url);
const panelParam = (page: Page) => new URL(page.url()).searchParams.get("panel");

/** Marks the sample's element, to tell later whether it is still the same one (not mounted again). */
const markSample = (page: Page) => page.evaluate(() => ((window as unknown as { shownSample?: Element | null }).shownSample = document.querySelector(".sample-frame__host")));
const sameSample = (page: Page) => page.evaluate(() => (window as unknown as { shownSample?: Element | null }).shownSample === document.querySelector(".sample-frame__host"));

describe("the dock", () => {
  it("opens the code panel from the toolbar beside the sample, loading its chunks then, keeps it in the URL, closes it, never remounting the sample", async () => {
    const watched = await openSample("?theme=material-light");
    const { page, close } = watched;
    try {
      expect(watched.requests.filter(panelChunk)).toEqual([]);
      await markSample(page);
      const button = page.locator('.toolbar button[data-panel="code"]');
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      expect(await button.getAttribute("aria-keyshortcuts")).toBe("Alt+Shift+C");
      await button.click();
      await page.getByRole("tab").first().waitFor();
      expect(panelParam(page)).toBe("code");
      expect(new URL(page.url()).searchParams.get("theme")).toBe("material-light");
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      expect(watched.requests.filter(panelChunk)).toHaveLength(2);
      const sample = await box(page, ".dock__page");
      const panel = await box(page, ".dock__panel");
      expect(panel.x).toBeGreaterThanOrEqual(sample.x + sample.width);
      expect(Math.abs(panel.y - sample.y)).toBeLessThan(1);
      expect(await sameSample(page)).toBe(true);
      await button.click();
      await expect.poll(() => page.locator(".dock__panel").count()).toBe(0);
      expect(panelParam(page)).toBeNull();
      expect(await sameSample(page)).toBe(true);
      expect((await box(page, ".dock__page")).width).toBeGreaterThan(sample.width);
    } finally {
      await close();
    }
  });

  it("opens from a link with ?panel=code, keeps it from sample to sample, and its shortcut closes it", async () => {
    const watched = await openSample("?panel=code");
    const { page, close } = watched;
    try {
      await page.getByRole("tab").first().waitFor();
      expect(await page.getByRole("tab").first().innerText()).toBe("index.tsx");
      await page.keyboard.press("Alt+ArrowDown");
      await expect.poll(() => new URL(page.url()).pathname).not.toContain(gauge);
      expect(panelParam(page)).toBe("code");
      const next = new URL(page.url()).pathname.split(`/${SAMPLES}/`)[1];
      await expect.poll(() => watched.requests.some((url) => url.endsWith(`/source/${next}.json`))).toBe(true);
      await page.getByRole("tab").first().waitFor();
      await page.locator("body").click({ position: { x: 600, y: 5 } });
      await page.keyboard.press("Alt+Shift+C");
      await expect.poll(() => page.locator(".dock__panel").count()).toBe(0);
      expect(panelParam(page)).toBeNull();
      await page.keyboard.press("Alt+Shift+C");
      await page.getByRole("tab").first().waitFor();
      expect(panelParam(page)).toBe("code");
    } finally {
      await close();
    }
  });

  it("resizes by keyboard: the splitter is a focusable separator, arrows move it by 5 %, Home and End to its limits", async () => {
    const { page, close } = await openSample("?panel=code");
    try {
      const splitter = page.getByRole("separator", { name: "Resize the panel" });
      await splitter.waitFor();
      expect(await splitter.getAttribute("aria-orientation")).toBe("vertical");
      expect(await splitter.getAttribute("aria-controls")).toBe(await page.locator(".dock__panel").getAttribute("id"));
      const before = await box(page, ".dock__page");
      await splitter.focus();
      await page.keyboard.press("ArrowLeft");
      expect(await splitter.getAttribute("aria-valuenow")).toBe("50");
      const narrower = await box(page, ".dock__page");
      expect(narrower.width).toBeLessThan(before.width - 20);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await splitter.getAttribute("aria-valuenow")).toBe("60");
      await page.keyboard.press("End");
      expect(await splitter.getAttribute("aria-valuenow")).toBe(await splitter.getAttribute("aria-valuemax"));
      await page.keyboard.press("Home");
      expect(await splitter.getAttribute("aria-valuenow")).toBe(await splitter.getAttribute("aria-valuemin"));
      const dock = await box(page, ".dock");
      expect((await box(page, ".dock__page")).width / dock.width).toBeCloseTo(0.2, 1);
      // The size stays while the panel closes and opens again.
      await page.keyboard.press("Alt+Shift+C");
      await expect.poll(() => page.getByRole("separator").count()).toBe(0);
      await page.keyboard.press("Alt+Shift+C");
      await expect.poll(() => page.getByRole("separator").getAttribute("aria-valuenow", { timeout: 1000 }).catch(() => null)).toBe("20");
    } finally {
      await close();
    }
  });

  it("lays the panel out below the sample on a 600 px wide screen, resized with the up and down arrows", async () => {
    const { page, close } = await openSample("?panel=code", { width: 600 });
    try {
      await page.getByRole("tab").first().waitFor();
      const sample = await box(page, ".dock__page");
      const panel = await box(page, ".dock__panel");
      expect(panel.y).toBeGreaterThanOrEqual(sample.y + sample.height);
      expect(Math.abs(panel.x - sample.x)).toBeLessThan(1);
      expect(Math.abs(panel.width - sample.width)).toBeLessThan(1);
      const splitter = page.getByRole("separator", { name: "Resize the panel" });
      expect(await splitter.getAttribute("aria-orientation")).toBe("horizontal");
      await splitter.focus();
      await page.keyboard.press("ArrowDown");
      expect(await splitter.getAttribute("aria-valuenow")).toBe("60");
      expect((await box(page, ".dock__page")).height).toBeGreaterThan(sample.height + 10);
    } finally {
      await close();
    }
  });

  it("shows no panel and no panel button on the bare embed route, even with ?panel=code", async () => {
    const watched = await gallery.open();
    const { page, close } = watched;
    try {
      await page.goto(gallery.site.url(`${gauge}?panel=code`));
      await waitReady(page, gauge);
      expect(await page.locator("[data-panel], .dock__panel, .dock__splitter").count()).toBe(0);
      expect(watched.requests.filter(panelChunk)).toEqual([]);
    } finally {
      await close();
    }
  });
});
