import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const id = pickSample("inputs/input/overview", "gauges/radial-gauge/animation");

const HOST = ".sample-frame__host";
const hostState = (page: Page) =>
  page.locator(HOST).evaluate((host) => ({
    dir: host.getAttribute("dir"),
    size: getComputedStyle(host).getPropertyValue("--ig-size").trim(),
    width: host.getBoundingClientRect().width,
    centre: host.getBoundingClientRect().left + host.getBoundingClientRect().width / 2,
    frameCentre: host.parentElement!.getBoundingClientRect().left + host.parentElement!.getBoundingClientRect().width / 2,
  }));
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("direction, size and width in the URL", () => {
  it("?dir=rtl&size=small&width=390: the host mirrors, takes the small size, and is framed at 390 px, centred", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}?dir=rtl&size=small&width=390`));
      await waitReady(page);
      const state = await hostState(page);
      expect(state.dir).toBe("rtl");
      expect(state.size).toBe("1");
      expect(state.width).toBe(390);
      expect(Math.abs(state.centre - state.frameCentre)).toBeLessThan(1);
      // An Ignite UI component inside reads the small size.
      const componentSize = await page.locator(`${HOST} [class], ${HOST} *`).first().evaluate((el) => getComputedStyle(el).getPropertyValue("--ig-size").trim());
      expect(componentSize).toBe("1");
    } finally {
      await close();
    }
  });

  it("the toolbar's selects set the URL, a reload keeps them, and a move to another sample carries them", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page);
      expect((await hostState(page)).dir).toBe("ltr");
      await page.locator("select[data-view=dir]").selectOption("rtl");
      await page.locator("select[data-view=size]").selectOption("large");
      await page.locator("select[data-view=width]").selectOption("768");
      await expect.poll(() => query(page)).toMatchObject({ dir: "rtl", size: "large", width: "768" });
      const chosen = await hostState(page);
      expect(chosen).toMatchObject({ dir: "rtl", size: "3", width: 768 });

      await page.reload();
      await waitReady(page);
      expect(await hostState(page)).toMatchObject({ dir: "rtl", size: "3", width: 768 });

      const before = page.url();
      await page.keyboard.press("Alt+ArrowDown");
      await page.waitForURL((url) => url.href !== before);
      await waitReady(page);
      expect(query(page)).toMatchObject({ dir: "rtl", size: "large", width: "768" });
      expect(await hostState(page)).toMatchObject({ dir: "rtl", size: "3", width: 768 });

      // Remembered like the theme: a plain link opens with the last choice.
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page);
      expect(await hostState(page)).toMatchObject({ dir: "rtl", size: "3", width: 768 });
    } finally {
      await close();
    }
  });

  it("the embed follows its own query alone: RTL and small there leave the gallery's choice as it was", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${id}?dir=rtl&size=small`));
      await waitReady(page);
      expect(await hostState(page)).toMatchObject({ dir: "rtl", size: "1" });
      // The embed without a query: the defaults, not what the embedding page asked before.
      await page.goto(gallery.site.url(id));
      await waitReady(page);
      expect(await hostState(page)).toMatchObject({ dir: "ltr", size: "2" });
      // In-page navigation into an embed with a query (how gallery verify opens it) applies it at once.
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, new URL(gallery.site.url(`${id}?dir=rtl&size=small`)).pathname + "?dir=rtl&size=small");
      await expect.poll(async () => (await hostState(page)).dir).toBe("rtl");
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page);
      expect(await hostState(page)).toMatchObject({ dir: "ltr", size: "2" });
    } finally {
      await close();
    }
  });

  it("an unknown value falls back to the default without an error", async () => {
    const { page, close, pageErrors } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}?dir=sideways&size=huge&width=12`));
      await waitReady(page);
      const state = await hostState(page);
      expect(state.dir).toBe("ltr");
      expect(state.size).toBe("2");
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
