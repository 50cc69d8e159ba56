import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, galleryConfig, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const id = pickSample("gauges/radial-gauge/animation");
const [group, component, sample] = id.split("/") as [string, string, string];

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not rendered`);
  return found;
}

describe("browsing mode", () => {
  const browsing = {
    root: "",
    samples: SAMPLES,
    "a sample": `${SAMPLES}/${group}/${component}/${sample}`,
    "a sample alias": `${SAMPLES}/${group}/${component}-${sample}`,
  };
  for (const [name, relative] of Object.entries(browsing)) {
    it(`${name} (/${relative}): a 270 px side menu and a 50 px toolbar`, async () => {
      const { page, close } = await gallery.open({ width: 1280, height: 800 });
      try {
        await page.goto(gallery.site.url(relative));
        await page.locator(".sidebar").waitFor();
        if (relative.includes(sample)) await waitReady(page);
        const sidebar = await box(page, ".sidebar");
        const toolbar = await box(page, ".toolbar");
        expect(sidebar.width).toBe(270);
        expect(toolbar.height).toBe(50);
        expect(toolbar.width).toBe(1280);
        expect(sidebar.y).toBe(50);
        expect(sidebar.height).toBe(750);
        // The content takes the rest of the page.
        const content = await box(page, ".app__content");
        expect(content).toEqual({ x: 270, y: 50, width: 1010, height: 750 });
      } finally {
        await close();
      }
    });
  }
});

describe("the skip link", () => {
  it("is the first Tab stop, shows while focused, and moves focus past the toolbar and the menu to the sample", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${group}/${component}/${sample}`));
      await waitReady(page);
      await page.locator(".sidebar").waitFor();
      const link = page.locator(".skip-link");
      const hidden = (await box(page, ".skip-link")).y;
      expect(hidden, "off screen until focused").toBeLessThan(0);
      await page.keyboard.press("Tab");
      await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(link.textContent()).resolves.toBe("Skip to the sample");
      expect((await box(page, ".skip-link")).y).toBeGreaterThanOrEqual(0);
      const url = page.url();
      await page.keyboard.press("Enter");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("gallery-main");
      expect(page.url(), "the hash carries shared edits: the link leaves it alone").toBe(url);
      await page.keyboard.press("Tab");
      const inMain = await page.evaluate(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const root = active?.getRootNode();
        const host = root instanceof ShadowRoot ? root.host : active;
        return Boolean(host?.closest("#gallery-main")) && !host?.closest(".toolbar, .sidebar");
      });
      expect(inMain, "the next Tab stop is inside the sample's region").toBe(true);
    } finally {
      await close();
    }
  });
});

describe("embed mode", () => {
  for (const relative of [`${group}/${component}/${sample}`, `${group}/${component}-${sample}`]) {
    it(`/${relative}: no menu, no toolbar, the sample fills the page`, async () => {
      const { page, close } = await gallery.open({ width: 1000, height: 600 });
      try {
        await page.goto(gallery.site.url(relative));
        await waitReady(page);
        await expect(page.locator(".sidebar").count()).resolves.toBe(0);
        await expect(page.locator(".toolbar").count()).resolves.toBe(0);
        await expect(box(page, ".sample-frame")).resolves.toEqual({ x: 0, y: 0, width: 1000, height: 600 });
        // The sample itself fills the frame: its host and its root element have the frame's size.
        await expect(box(page, ".sample-frame__host")).resolves.toEqual({ x: 0, y: 0, width: 1000, height: 600 });
        const root = await box(page, ".sample-frame__host > *");
        expect(root.width).toBe(1000);
        expect(root.height).toBe(600);
        const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY, h: document.documentElement.scrollHeight }));
        expect(scroll).toEqual({ x: 0, y: 0, h: 600 });
      } finally {
        await close();
      }
    });
  }
});

describe("toolbar", () => {
  it(`reads "react samples browser" on /${SAMPLES} and shows the library version`, async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(SAMPLES));
      await expect(page.getByTestId("toolbar-label").innerText()).resolves.toBe("react samples browser");
      await expect(page.getByTestId("library-version").innerText()).resolves.toBe(`v${galleryConfig.libraryVersion}`);
      expect(galleryConfig.libraryVersion).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      await close();
    }
  });

  it('reads "Control - Sample Name" on a sample', async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page);
      const heading = page.locator('.sidebar__heading[aria-expanded="true"]');
      const control = await heading.innerText();
      const name = await page.locator(".sidebar__link--active").innerText();
      await expect(page.getByTestId("toolbar-label").innerText()).resolves.toBe(`${control} - ${name}`);
      if (id === "gauges/radial-gauge/animation") {
        await expect(page.getByTestId("toolbar-label").innerText()).resolves.toBe("Radial Gauge - Animation");
      }
    } finally {
      await close();
    }
  });

  it("the menu button hides and shows the side menu", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page);
      const button = page.getByRole("button", { name: /^(Hide|Show) the sample menu$/ });
      await expect(button.getAttribute("aria-pressed")).resolves.toBe("true");

      await button.click();
      await expect(page.locator(".sidebar").count()).resolves.toBe(0);
      await expect(button.getAttribute("aria-pressed")).resolves.toBe("false");
      await expect(box(page, ".app__content")).resolves.toEqual({ x: 0, y: 50, width: 1280, height: 750 });
      // Hiding the menu keeps the sample: it is not loaded again.
      await expect(page.locator(".sample-frame").getAttribute("data-sample-state")).resolves.toBe("ready");

      await button.click();
      await expect(page.locator(".sidebar").isVisible()).resolves.toBe(true);
      await expect(box(page, ".sidebar")).resolves.toMatchObject({ width: 270 });
      await expect(page.locator(".sidebar__link--active").count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });
});
