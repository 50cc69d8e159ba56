import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navigation } from "../../generated/manifest.gen";
import { BASE, SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

// /samples keeps its line and becomes the home; the menu links to it and to the group and component
// pages; the not-found page suggests the samples and pages that share the typed path.

const gallery = useGallery();
const shown = (routes: readonly { showLink: boolean }[]) => routes.filter((route) => route.showLink).length;
const charts = navigation.find((group) => group.slug === "charts")!;
const categoryChart = charts.components.find((component) => component.slug === "category-chart")!;
const overflowsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

describe("the home page at /samples", () => {
  it("keeps the line, then lists every group and component with its count and one line, and filters them", async () => {
    const { page, close, pageErrors } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}?theme=material-dark`));
      await expect(page.locator('[data-page="select-sample"] h1').innerText()).resolves.toBe("Please select a sample");
      await page.getByTestId("home").waitFor({ timeout: 30_000 });
      await expect(page.locator(".home__group").count()).resolves.toBe(navigation.length);
      const components = navigation.reduce((sum, group) => sum + group.components.length, 0);
      await expect(page.locator(".home__component").count()).resolves.toBe(components);

      const card = page.locator('.home__group[data-group="charts"] [data-component="category-chart"]');
      await expect(card.locator(".home__count").innerText()).resolves.toBe(`${shown(categoryChart.routes)} samples`);
      // The line is the overview's description, once the details have loaded.
      await expect.poll(() => card.locator(".home__summary").count(), { timeout: 20_000 }).toBe(1);
      expect((await card.locator(".home__summary").innerText()).length).toBeGreaterThan(20);

      await page.getByLabel("Filter components").fill("category chart");
      await expect.poll(() => page.locator(".home__component").count()).toBeLessThan(5);
      await expect(card.count()).resolves.toBe(1);
      await page.getByLabel("Filter components").fill("no component is called this");
      await expect(page.getByTestId("home-empty").count()).resolves.toBe(1);
      await page.getByLabel("Filter components").fill("category chart");

      // A link keeps the view's parameters and opens the component's page.
      await card.locator("a").click();
      await page.waitForURL(`**${BASE}${SAMPLES}/charts/category-chart?theme=material-dark`);
      await page.locator('[data-page="component"]').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const width of [360, 390, 768]) {
    it(`at ${width} px, nothing overflows sideways`, async () => {
      const { page, close } = await gallery.open({ width, height: 740 });
      try {
        await page.goto(gallery.site.url(SAMPLES));
        await page.getByTestId("home").waitFor({ timeout: 30_000 });
        await expect.poll(() => page.locator(".home__summary").count(), { timeout: 20_000 }).toBeGreaterThan(10);
        await expect(overflowsSideways(page)).resolves.toBe(false);
        const cards = await page.locator(".home__component").evaluateAll((all) => all.map((card) => card.getBoundingClientRect().right));
        for (const right of cards) expect(right).toBeLessThanOrEqual(width);
      } finally {
        await close();
      }
    });
  }

  it("stays off a sample page's downloads: its chunk loads only on the home", async () => {
    const id = pickSample("inputs/button/overview");
    const watched = await gallery.open();
    try {
      await watched.page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(watched.page, id);
      expect(watched.requests.filter((url) => /\/home-page-[A-Z0-9]+\.(js|css)$/.test(url))).toEqual([]);
      await watched.page.goto(gallery.site.url(SAMPLES));
      await watched.page.getByTestId("home").waitFor({ timeout: 30_000 });
      expect(watched.requests.some((url) => /\/home-page-[A-Z0-9]+\.js$/.test(url))).toBe(true);
    } finally {
      await watched.close();
    }
  });
});

describe("the side menu's links to the home, group and component pages", () => {
  it("the group name, the component's count and 'All samples' open their pages, keeping the theme", async () => {
    const id = pickSample("charts/category-chart/overview");
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}?theme=fluent-light`));
      await waitReady(page, id);
      await page.locator(".sidebar__group-title a", { hasText: charts.name }).click();
      await page.waitForURL(`**${BASE}${SAMPLES}/charts?theme=fluent-light`);
      await page.locator('[data-page="group"]').waitFor();

      const count = page.locator(".sidebar__component", { has: page.locator(".sidebar__heading", { hasText: /^Category Chart$/ }) }).locator(".sidebar__listing");
      await expect(count.innerText()).resolves.toBe(String(shown(categoryChart.routes)));
      await expect(count.getAttribute("aria-label")).resolves.toBe(`Category Chart: all ${shown(categoryChart.routes)} samples`);
      await count.click();
      await page.waitForURL(`**${BASE}${SAMPLES}/charts/category-chart?theme=fluent-light`);
      await page.locator('[data-page="component"]').waitFor();

      await page.locator(".sidebar__home").click();
      await page.waitForURL(`**${BASE}${SAMPLES}?theme=fluent-light`);
      await page.getByTestId("home").waitFor({ timeout: 30_000 });
    } finally {
      await close();
    }
  });
});

describe("the not-found page's suggestions", () => {
  const suggestions = (page: Page) => page.locator('[data-page="not-found"] li a').evaluateAll((links) => links.map((a) => a.textContent));

  it("a mistyped last segment offers the sample meant first, then its component's page and samples", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/charts/category-chart/overveiw`));
      await page.locator('[data-page="not-found"]').waitFor({ timeout: 30_000 });
      const found = await suggestions(page);
      // The sample meant, then its component's page, then its other samples.
      expect(found.slice(0, 2)).toEqual(["/charts/category-chart/overview", "/charts/category-chart"]);
      for (const path of found.slice(2, Math.min(found.length, shown(categoryChart.routes)))) expect(path).toMatch(/^\/charts\/category-chart\//);
    } finally {
      await close();
    }
  });

  it("/samples/charts/nope/xyz suggests the Charts page first, then chart pages only", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/charts/nope/xyz`));
      await page.locator('[data-page="not-found"]').waitFor({ timeout: 30_000 });
      const found = await suggestions(page);
      expect(found[0]).toBe("/charts");
      expect(found.length).toBeGreaterThan(1);
      for (const path of found.slice(1)) expect(path).toMatch(/^\/charts\//);
    } finally {
      await close();
    }
  });

  for (const [typed, meant, opens] of [
    ["charts/categroy-chart", "/charts/category-chart", "component"],
    ["CHRATS/", "/charts", "group"],
  ] as const) {
    it(`/${typed} (a typo in a component or a group, bare path) offers ${meant} first, whose link opens that page`, async () => {
      const { page, close } = await gallery.open();
      try {
        await page.goto(gallery.site.url(typed));
        await page.locator('[data-page="not-found"]').waitFor({ timeout: 30_000 });
        await expect(suggestions(page).then((found) => found[0])).resolves.toBe(meant);
        await page.locator('[data-page="not-found"] li a').first().click();
        await page.waitForURL(`**${BASE}${SAMPLES}${meant}`);
        await page.locator(`[data-page="${opens}"]`).waitFor();
      } finally {
        await close();
      }
    });
  }
});
