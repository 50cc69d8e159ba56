import { describe, expect, it } from "vitest";
import { SAMPLES, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const GRID = "grids/grid/overview";
describe(`grid sample ${GRID}`, () => {
  it("renders its icons with the Material Icons font, served from 127.0.0.1", async () => {
    // A build without it fails here, not skips: this spec is about this sample.
    expect(sampleIds(), "the build's samples").toContain(GRID);
    const watched = await gallery.open();
    const { page, close } = watched;
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${GRID}`));
      await waitReady(page, GRID);
      await expect(page.evaluate(() => document.fonts.check('24px "Material Icons"'))).resolves.toBe(true);
      // check() is also true for a family nobody declared, so look for the loaded face itself.
      const faces = await page.evaluate(() => [...document.fonts].map((face) => `${face.family.replace(/"/g, "")}: ${face.status}`));
      expect(faces).toContain("Material Icons: loaded");
      expect(watched.requests.some((url) => /\/material-icons[^/]*\.woff2?$/.test(url))).toBe(true);

      // An icon drawn as a ligature is one glyph, as wide as the font is large; its name as text is many.
      const icons = await page.locator(".sample-frame .material-icons").evaluateAll((all) =>
        all
          .map((icon) => ({ name: icon.textContent!.trim(), width: icon.getBoundingClientRect().width, size: parseFloat(getComputedStyle(icon).fontSize) }))
          .filter((icon) => icon.width > 0 && icon.name.length > 2),
      );
      expect(icons.length, "the grid shows some icons").toBeGreaterThan(0);
      for (const icon of icons) expect(icon.width, `icon "${icon.name}"`).toBeLessThanOrEqual(icon.size * 1.5);

      expect(watched.external).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
      expect(watched.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a wheel over the grid body scrolls the grid, never the page around it", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${GRID}`));
      await waitReady(page, GRID);
      // A sample taller than the frame: keep the sample's height and add room below it, so that the
      // frame can scroll and a wheel that escapes the grid would move it.
      await page.evaluate(() => {
        const host = document.querySelector<HTMLElement>(".sample-frame__host")!;
        host.style.flex = `0 0 ${host.getBoundingClientRect().height}px`;
        const room = document.createElement("div");
        room.style.flex = "0 0 2000px";
        document.querySelector(".sample-frame")!.append(room);
      });
      const scrolls = () =>
        page.evaluate(() => ({
          content: document.querySelector(".app__content")!.scrollTop,
          frame: document.querySelector(".sample-frame")!.scrollTop,
          window: window.scrollY,
        }));
      const setFrame = (top: number) => page.locator(".sample-frame").evaluate((frame, top) => frame.scrollTo(0, top), top);
      const gridScroll = () => page.locator(".igx-vhelper--vertical").first().evaluate((bar) => bar.scrollTop);

      // Outside the grid body, the wheel scrolls the frame: the set-up can scroll.
      const host = (await page.locator(".sample-frame__host").boundingBox())!;
      await page.mouse.move(host.x + host.width / 2, host.y + 5);
      await page.mouse.wheel(0, 200);
      await expect.poll(scrolls).toMatchObject({ frame: 200 });
      await setFrame(0);

      const body = (await page.locator(".igx-grid__tbody-content").first().boundingBox())!;
      await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
      const before = await scrolls();
      expect(before).toEqual({ content: 0, frame: 0, window: 0 });
      await page.mouse.wheel(0, 300);
      await expect.poll(gridScroll, { message: "the grid scrolls its rows" }).toBeGreaterThan(0);
      await page.waitForTimeout(300);
      await expect(scrolls()).resolves.toEqual(before);

      // At the grid's top, a wheel up does not move the frame either.
      await page.mouse.wheel(0, -5000);
      await expect.poll(gridScroll).toBe(0);
      await setFrame(100);
      const moved = (await page.locator(".igx-grid__tbody-content").first().boundingBox())!;
      await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(300);
      await expect(scrolls()).resolves.toEqual({ content: 0, frame: 100, window: 0 });
    } finally {
      await close();
    }
  });
});
