import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const id = pickSample("gauges/radial-gauge/animation");

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);
const focusedInDrawer = (page: Page) => page.evaluate(() => document.activeElement?.closest(".drawer") !== null);
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));

for (const width of [360, 390]) {
  describe(`a ${width} px window`, () => {
    it("shows the menu as a closed drawer, the sample at full width, and nothing overflowing sideways", async () => {
      const { page, close } = await gallery.open({ width, height: 740 });
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(page);
        await expect(page.locator(".sidebar").count()).resolves.toBe(0);
        const content = await page.locator(".app__content").boundingBox();
        expect(content?.x).toBe(0);
        expect(content?.width).toBe(width);
        await expect(overflowsSideways(page)).resolves.toBe(false);

        // The controls after the title sit in the overflow menu, panel buttons included.
        await expect(page.locator(".toolbar__more").isVisible()).resolves.toBe(false);
        // The toolbar keeps the menu button and the title in view, side by side within the window.
        const [menuButton, title] = [await page.getByTestId("menu-button").boundingBox(), await page.getByTestId("toolbar-label").boundingBox()];
        expect(menuButton!.x).toBeGreaterThanOrEqual(0);
        expect(title!.x).toBeGreaterThanOrEqual(menuButton!.x + menuButton!.width);
        expect(title!.width).toBeGreaterThan(0);
        expect(title!.x + title!.width).toBeLessThanOrEqual(width);
        await page.getByRole("button", { name: "More controls" }).click();
        await expect(page.locator(".toolbar__more").isVisible()).resolves.toBe(true);
        await expect(page.locator(".toolbar__more [data-panel]").count()).resolves.toBeGreaterThan(0);
        await expect(overflowsSideways(page)).resolves.toBe(false);
        await page.keyboard.press("Escape");
        await expect(page.locator(".toolbar__more").isVisible()).resolves.toBe(false);
      } finally {
        await close();
      }
    });

    it("opens the drawer by keyboard, moves focus in, and Esc closes it with focus back on the button", async () => {
      const { page, close } = await gallery.open({ width, height: 740 });
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(page);
        await page.getByTestId("menu-button").focus();
        await page.keyboard.press("Enter");
        await page.locator(".drawer .sidebar").waitFor();
        await expect(focusedInDrawer(page)).resolves.toBe(true);
        // Over the content, not beside it: the content keeps the full width.
        await expect(page.locator(".drawer").evaluate((drawer) => getComputedStyle(drawer).position)).resolves.toBe("fixed");
        expect((await page.locator(".app__content").boundingBox())?.width).toBe(width);
        await expect(overflowsSideways(page)).resolves.toBe(false);
        // Modal: the content under the backdrop takes no focus while the drawer is open.
        const main = page.locator("#gallery-main");
        await main.evaluate((element) => element.focus());
        await expect(focusedInDrawer(page)).resolves.toBe(true);
        await page.keyboard.press("Escape");
        await expect.poll(() => page.locator(".drawer").count()).toBe(0);
        await expect.poll(() => focusedTestId(page)).toBe("menu-button");
        await main.evaluate((element) => element.focus());
        await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("gallery-main");
      } finally {
        await close();
      }
    });

    it("the menu button closes the drawer it opened, keeping focus", async () => {
      const { page, close } = await gallery.open({ width, height: 740 });
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(page);
        const button = page.getByTestId("menu-button");
        await button.click();
        await page.locator(".drawer .sidebar").waitFor();
        await expect(button.getAttribute("aria-pressed")).resolves.toBe("true");
        await button.click();
        await expect.poll(() => page.locator(".drawer").count()).toBe(0);
        await expect(button.getAttribute("aria-pressed")).resolves.toBe("false");
        await expect.poll(() => focusedTestId(page)).toBe("menu-button");
      } finally {
        await close();
      }
    });

    it("closes the drawer on a click outside it and on choosing a sample", async () => {
      const { page, close } = await gallery.open({ width, height: 740 });
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(page);
        await page.getByTestId("menu-button").click();
        await page.locator(".drawer .sidebar").waitFor();
        await page.mouse.click(width - 10, 400);
        await expect.poll(() => page.locator(".drawer").count()).toBe(0);
        await expect.poll(() => focusedTestId(page)).toBe("menu-button");

        await page.getByTestId("menu-button").click();
        const other = page.locator(".drawer a.sidebar__link:not(.sidebar__link--active)").first();
        const href = await other.getAttribute("href");
        await other.click();
        await page.waitForURL((url) => url.pathname === href);
        await expect.poll(() => page.locator(".drawer").count()).toBe(0);
        await expect.poll(() => focusedTestId(page)).toBe("menu-button");
      } finally {
        await close();
      }
    });
  });
}

describe("a window that crosses 768 px", () => {
  it("turns an open side menu into a closed drawer when it narrows, and back when it widens", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page);
      await page.locator(".sidebar").waitFor();
      await expect(page.locator(".drawer").count()).resolves.toBe(0);

      await page.setViewportSize({ width: 390, height: 740 });
      await expect.poll(() => page.locator(".sidebar").count()).toBe(0);
      expect((await page.locator(".app__content").boundingBox())?.width).toBe(390);
      await expect(overflowsSideways(page)).resolves.toBe(false);
      await page.getByTestId("menu-button").click();
      await page.locator(".drawer .sidebar").waitFor();

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => page.locator(".drawer").count()).toBe(0);
      await expect(page.locator(".sidebar").count()).resolves.toBe(1);
      expect((await page.locator(".app__content").boundingBox())?.x).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
