import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

// The framed sample's drag handle: it shows the current width, a drag or an arrow key changes the
// frame, and the URL (and so a reload or a shared link) keeps the width dragged to.

const gallery = useGallery();
const id = pickSample("inputs/input/overview", "gauges/radial-gauge/animation");
const hostWidth = (page: Page) => page.locator(".sample-frame__host").evaluate((host) => host.getBoundingClientRect().width);
const widthParam = (page: Page) => new URL(page.url()).searchParams.get("width");

describe("the frame's width handle", () => {
  it("shows the width, follows a drag, keeps the result in the URL and through a reload", async () => {
    const { page, close, pageErrors } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}?width=768`));
      await waitReady(page);
      const handle = page.getByTestId("width-handle");
      await handle.waitFor();
      await expect(page.getByTestId("frame-width").innerText()).resolves.toBe("768 px");
      // The handle sits at the frame's right edge.
      const edge = await page.locator(".sample-frame__host").evaluate((host) => host.getBoundingClientRect().right);
      const box = (await handle.boundingBox())!;
      expect(Math.abs(box.x - edge)).toBeLessThanOrEqual(1);

      // The frame is centred, so a drag of 50 px to the right makes it 100 px wider.
      await page.mouse.move(box.x + box.width / 2, box.y + 100);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 25, box.y + 100, { steps: 3 });
      await page.mouse.move(box.x + box.width / 2 + 50, box.y + 100, { steps: 3 });
      await expect.poll(() => page.getByTestId("frame-width").innerText()).toBe("868 px");
      expect(await hostWidth(page)).toBe(868);
      await page.mouse.up();
      await expect.poll(() => widthParam(page)).toBe("868");
      await expect(page.locator("select[data-view=width]").inputValue()).resolves.toBe("868");

      await page.reload();
      await waitReady(page);
      expect(await hostWidth(page)).toBe(868);

      // By keyboard: 10 px a press, and never below the narrowest frame.
      await page.getByTestId("width-handle").focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => widthParam(page)).toBe("858");
      expect(await hostWidth(page)).toBe(858);
      await expect(page.getByTestId("width-handle").getAttribute("aria-valuenow")).resolves.toBe("858");
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("is absent at the full width, and its chunk is not loaded", async () => {
    const watched = await gallery.open({ width: 1280, height: 800 });
    try {
      await watched.page.goto(gallery.site.url(`${SAMPLES}/${id}?width=full`));
      await waitReady(watched.page);
      await expect(watched.page.getByTestId("width-handle").count()).resolves.toBe(0);
      expect(watched.requests.filter((url) => /\/width-handle-[A-Z0-9]+\.(js|css)$/.test(url))).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
