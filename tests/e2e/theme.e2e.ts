import { describe, expect, it } from "vitest";
import { BASE, SAMPLES, galleryConfig, menuLink, openAllComponents, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const { name, variant } = galleryConfig.theme;

describe("theme and network", () => {
  it("loads the theme once, whatever the samples visited, and never leaves 127.0.0.1", async () => {
    const watched = await gallery.open();
    const { page, close } = watched;
    try {
      await page.goto(gallery.site.url(SAMPLES));
      await expect(page.locator("link#gallery-theme").getAttribute("href")).resolves.toBe(`${BASE}themes/${variant}/${name}.css`);
      // The first sample of every component (a grid among them), one after the other, through the menu.
      await openAllComponents(page);
      const hrefs = await page.locator(".sidebar__component").evaluateAll((components) =>
        components.map((component) => component.querySelector(".sidebar__link")?.getAttribute("href") ?? ""),
      );
      const firsts = hrefs.filter(Boolean).map((href) => href.slice(`${BASE}${SAMPLES}/`.length));
      const grid = sampleIds().find((id) => id.startsWith("grids/grid/"));
      const visited = [...new Set([...firsts.slice(0, 12), ...(grid ? [grid] : [])])];
      for (const id of visited) {
        await menuLink(page, id).click();
        await waitReady(page, id);
        await expect(page.locator("link#gallery-theme").count(), `on ${id}`).resolves.toBe(1);
        await expect(page.locator("link#gallery-grid-theme").count(), `on ${id}`).resolves.toBeLessThanOrEqual(1);
      }
      const themeCss = watched.requests.filter((url) => url.endsWith(`/themes/${variant}/${name}.css`));
      expect(themeCss, "the core theme is requested once").toHaveLength(1);
      const gridCss = watched.requests.filter((url) => url.endsWith(`/themes/${variant}/grids-${name}.css`));
      expect(gridCss.length, "the grid theme is requested at most once").toBeLessThanOrEqual(1);
      expect(watched.external).toEqual([]);
      expect(watched.requests.some((url) => url.includes("fonts.googleapis.com"))).toBe(false);
    } finally {
      await close();
    }
  }, 180_000);

  it("the theme stylesheets in the build import nothing from another host", async () => {
    const watched = await gallery.open();
    try {
      for (const file of [`${name}.css`, `grids-${name}.css`]) {
        const response = await watched.page.request.get(gallery.site.url(`themes/${variant}/${file}`));
        expect(response.status(), file).toBe(200);
        const css = await response.text();
        expect(css, file).not.toMatch(/@import\s*(url\()?\s*["']?(https?:)?\/\//);
        expect(css, file).not.toContain("fonts.googleapis.com");
      }
    } finally {
      await watched.close();
    }
  });
});
