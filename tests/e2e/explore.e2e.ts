import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASE, SAMPLES, pickSample, sampleIds, useGallery, waitReady, type Watched } from "./support/site";

const gallery = useGallery();
const gauge = pickSample("gauges/radial-gauge/animation");
const axeSource = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

async function openSample(id: string, query = ""): Promise<Watched> {
  const watched = await gallery.open();
  await watched.page.goto(gallery.site.url(`${SAMPLES}/${id}${query}`));
  await waitReady(watched.page, id);
  return watched;
}

describe("search", () => {
  it("focuses with /, filters and marks matches, keeps ?q=, opens the first result with Enter", async () => {
    const { page, close } = await openSample(gauge);
    try {
      await page.locator("body").click({ position: { x: 600, y: 5 } });
      await page.keyboard.press("/");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("sample-search");
      await page.keyboard.type("needle");
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("needle");
      const results = page.locator(".sidebar__results a");
      await expect.poll(() => results.count()).toBeGreaterThan(0);
      const titles = await results.locator(".sidebar__result-title").allInnerTexts();
      // Title matches rank above matches in descriptions, so the first results name the needle.
      expect(titles[0]).toMatch(/needle/i);
      expect(await results.first().locator("mark").first().innerText()).toMatch(/^needle$/i);
      const firstHref = await results.first().getAttribute("href");
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(firstHref);
      await waitReady(page);
    } finally {
      await close();
    }
  });

  it("finds close misspellings, moves through results with the arrow keys and clears with Escape", async () => {
    const { page, close } = await openSample(gauge);
    try {
      await page.locator("#sample-search").fill("gaueg");
      const results = page.locator(".sidebar__results a");
      await expect.poll(() => results.count()).toBeGreaterThan(0);
      // Every result is about gauges: by its component (Radial Gauge, Bullet Graph) or its title (Gauge Dashboard).
      const texts = await results.allInnerTexts();
      expect(texts.filter((text) => !/gauge|graph/i.test(text))).toEqual([]);
      await page.keyboard.press("ArrowDown");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(await results.nth(0).getAttribute("href"));
      await page.keyboard.press("ArrowDown");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(await results.nth(1).getAttribute("href"));
      await page.locator("#sample-search").focus();
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("#sample-search").inputValue()).toBe("");
      expect(new URL(page.url()).searchParams.has("q")).toBe(false);
      expect(await page.locator(".sidebar__heading").count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it("shares a filtered menu through the URL and says so when nothing matches, keeping the text", async () => {
    const { page, close } = await openSample(gauge, "?q=zzqxv");
    try {
      expect(await page.locator(".sidebar__no-match").innerText()).toContain("zzqxv");
      expect(await page.locator("#sample-search").inputValue()).toBe("zzqxv");
    } finally {
      await close();
    }
  });
});

describe("keyboard and navigation", () => {
  it("moves through samples in menu order with the buttons and Alt+arrows", async () => {
    const ids = sampleIds();
    const { page, close } = await openSample(gauge);
    try {
      const start = new URL(page.url()).pathname;
      await page.getByRole("button", { name: /^Next sample/ }).click();
      await expect.poll(() => new URL(page.url()).pathname).not.toBe(start);
      const next = new URL(page.url()).pathname;
      await waitReady(page);
      await page.keyboard.press("Alt+ArrowUp");
      await expect.poll(() => new URL(page.url()).pathname).toBe(start);
      await page.keyboard.press("Alt+ArrowDown");
      await expect.poll(() => new URL(page.url()).pathname).toBe(next);
      expect(ids.length).toBeGreaterThan(1);
    } finally {
      await close();
    }
  });

  it("sets the document title and the meta description, and the menu is a landmark with aria-current", async () => {
    const { page, close } = await openSample(gauge);
    try {
      const label = await page.getByTestId("toolbar-label").innerText();
      const [control, name] = label.split(" - ");
      expect(await page.title()).toBe(`${name} - ${control} | Ignite UI for React samples`);
      const details = await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute("content"));
      await expect
        .poll(() => page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute("content")))
        .not.toBe("Runnable samples of every Ignite UI for React component.");
      expect(details).toBeTruthy();
      expect(await page.locator('nav[aria-label="Samples"]').count()).toBe(1);
      expect(await page.locator('.sidebar a[aria-current="page"]').count()).toBe(1);
      expect(await page.locator(".sidebar__heading[aria-expanded]").count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it("opens the bare embed route in a new window", async () => {
    const { page, context, close } = await openSample(gauge);
    try {
      const link = page.getByRole("link", { name: "Open the sample in a new window" });
      expect(await link.getAttribute("target")).toBe("_blank");
      const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).pathname).toBe(`${BASE}${gauge}`);
      await waitReady(popup, gauge);
      expect(await popup.locator(".sidebar, .toolbar").count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe("themes", () => {
  it("swaps the theme without a reload, keeps it in the URL and localStorage, and the chrome follows dark", async () => {
    const { page, close } = await openSample(gauge);
    try {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const started = Date.now();
      await page.locator(".toolbar__theme select").selectOption("material-dark");
      await expect.poll(() => page.locator("link#gallery-theme").getAttribute("href")).toBe(`${BASE}themes/dark/material.css`);
      const switchMs = Date.now() - started;
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      expect(new URL(page.url()).searchParams.get("theme")).toBe("material-dark");
      expect(await page.evaluate(() => localStorage.getItem("gallery-theme"))).toBe("material-dark");
      expect(await page.evaluate(() => document.documentElement.dataset.themeVariant)).toBe("dark");
      const background = await page.locator(".app__content").evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).not.toBe("rgb(255, 255, 255)");
      expect(await page.locator("link#gallery-theme").count()).toBe(1);
      console.log(`theme switch: ${switchMs} ms`);
    } finally {
      await close();
    }
  });

  it("applies the theme from the URL on load, to grids as well", async () => {
    const grid = sampleIds().find((id) => id.startsWith("grids/grid/"));
    if (!grid) return;
    const { page, close } = await openSample(grid, "?theme=fluent-light");
    try {
      await expect.poll(() => page.locator("link#gallery-theme").getAttribute("href")).toBe(`${BASE}themes/light/fluent.css`);
      await expect.poll(() => page.locator("link#gallery-grid-theme").getAttribute("href")).toBe(`${BASE}themes/light/grids-fluent.css`);
      await page.locator(".toolbar__theme select").selectOption("indigo-dark");
      await expect.poll(() => page.locator("link#gallery-grid-theme").getAttribute("href")).toBe(`${BASE}themes/dark/grids-indigo.css`);
    } finally {
      await close();
    }
  });
});

describe("source view", () => {
  it("fetches the sample's highlighted files only when opened, index.tsx first, shared files once each, with a copy button", async () => {
    const watched = await openSample(gauge);
    const { page, context, close } = watched;
    try {
      expect(watched.requests.some((url) => url.includes("/source/"))).toBe(false);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Code" }).click();
      const tabs = page.getByRole("tab");
      // The panel's chunks load with the first click, then its files.
      await tabs.first().waitFor();
      expect(await tabs.first().innerText()).toBe("index.tsx");
      expect(watched.requests.filter((url) => url.includes(`/source/${gauge}.json`))).toHaveLength(1);
      expect(await page.locator(".code-view__code pre.highlighted span[style]").count()).toBeGreaterThan(10);
      await page.getByRole("button", { name: "Copy index.tsx" }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain("export default function");
      // The build highlighted the files: the page has no highlighter (Prism would define window.Prism).
      expect(await page.evaluate(() => "Prism" in window)).toBe(false);
      // Shared files are written once for every sample that shows them, and fetched beside its list.
      const sharedTab = tabs.filter({ hasText: "_shared/controls" }).first();
      await sharedTab.click();
      await expect.poll(() => page.locator(".code-view__code pre.highlighted span[style]").count()).toBeGreaterThan(10);
      expect(watched.requests.some((url) => url.includes("/source/_shared/") && url.endsWith("controls.tsx.json"))).toBe(true);
    } finally {
      await close();
    }
  });

  it("is never shown on the bare embed route", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(gauge));
      await waitReady(page, gauge);
      expect(await page.getByRole("button", { name: "Code" }).count()).toBe(0);
      expect(await page.locator(".code-view").count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe("accessibility of the shell", () => {
  it("has no axe violations in the menu, toolbar, search and code view", async () => {
    const { page, close } = await openSample(gauge, "?q=gauge");
    try {
      await page.getByRole("button", { name: "Code" }).click();
      await page.getByRole("tab").first().waitFor();
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
        const axe = (window as unknown as { axe: { run(context: object): Promise<Result> } }).axe;
        const result = await axe.run({ include: [["body"]], exclude: [[".sample-frame__host"]] });
        return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
      console.log(`shell axe violations: ${violations.length}`);
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });
});
