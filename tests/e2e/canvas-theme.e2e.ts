/**
 * Canvas components take the theme's colours (contract/canvas-theme.ts): in Material dark a
 * category chart's axis labels and a radial gauge's labels reach WCAG's contrast against what is
 * painted behind them, measured from the pixels as `gallery verify --theme` measures them. With the
 * palette kept off the page (the components' own colours, as before), the chart's labels fail,
 * which shows the measure can fail, and the gauge's labels sit on a light backing that glares. A theme chosen at run time re-mounts the chart in the new colours.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CANVAS_PALETTE } from "../../contract/canvas-theme";
import { canvasTextContrasts, recordCanvasText, type MeasuredText } from "../../cli/verify/canvas-text";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();

const CHART = pickSample("charts/category-chart/overview");
const GAUGE = pickSample("gauges/radial-gauge/needle");

/** Runs in the page before its scripts: the palette's properties are never set, so the components keep their own colours. */
function withoutPalette(names: string[]): void {
  const setProperty = CSSStyleDeclaration.prototype.setProperty;
  CSSStyleDeclaration.prototype.setProperty = function (this: CSSStyleDeclaration, name: string, ...rest: [string | null, string?]) {
    if (!names.includes(name)) setProperty.call(this, name, ...rest);
  };
}

/**
 * Runs in the page before its scripts: the sample frame's states from the first, in
 * window.frameStates. A chart mounted afresh for a late palette goes back to loading after ready.
 */
function recordFrameStates(): void {
  const states: string[] = [];
  (window as unknown as { frameStates: string[] }).frameStates = states;
  new MutationObserver(() => {
    const state = document.querySelector(".sample-frame")?.getAttribute("data-sample-state");
    if (state && states.at(-1) !== state) states.push(state);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-sample-state"] });
}

/** The palette is on the page (or, kept off, the theme's stylesheet has loaded) and the sample is ready in it. */
async function settled(page: Page, id: string, theme: string, palette: boolean): Promise<void> {
  const [name, variant] = theme.split("-");
  await page.waitForFunction((href) => (document.querySelector("link#gallery-theme") as HTMLLinkElement | null)?.href.endsWith(href), `themes/${variant}/${name}.css`);
  if (palette) await page.waitForFunction(() => document.documentElement.style.getPropertyValue("--axis-label-text-color") !== "");
  await waitReady(page, id);
  // The components animate in; their labels are drawn by then, the last frame within a second.
  await page.waitForTimeout(1500);
}

async function measure(id: string, theme: string, palette = true): Promise<MeasuredText[]> {
  const { page, close } = await gallery.open();
  try {
    await page.addInitScript(recordCanvasText);
    if (!palette) await page.addInitScript(withoutPalette, Object.keys(CANVAS_PALETTE));
    await page.goto(gallery.site.url(`${SAMPLES}/${id}?theme=${theme}`));
    await settled(page, id, theme, palette);
    return await canvasTextContrasts(page, `[data-sample-id="${id}"]`);
  } finally {
    await close();
  }
}

/** The canvas text of a page holding one 240×60 canvas on `background`, after `draw` (run in the page) has drawn on it. */
async function measureDrawing(draw: () => void, background = "transparent"): Promise<MeasuredText[]> {
  const { page, close } = await gallery.open();
  try {
    await page.setContent(`<div id="drawing" style="background:${background}"><canvas width="240" height="60" style="width:240px;height:60px"></canvas></div>`);
    await page.evaluate(recordCanvasText);
    await page.evaluate(draw);
    return await canvasTextContrasts(page, "#drawing");
  } finally {
    await close();
  }
}

/** 0 (black) to 1 (white): the mean of the channels of an `rgb()` colour. */
const lightness = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, c) => sum + +c / 765, 0);
const lowest = (texts: MeasuredText[]) => Math.min(...texts.map((t) => t.ratio));
const failing = (texts: MeasuredText[]) => texts.filter((t) => t.ratio < t.needs).map((t) => `${t.text}: ${t.colour} on ${t.background} at ${t.ratio}:1`);

describe("canvas components in a dark theme", () => {
  it("a category chart's axis labels and titles reach the contrast minimum; without the palette they do not", async () => {
    const themed = await measure(CHART, "material-dark");
    const labels = themed.filter((t) => /^\d{4}$/.test(t.text));
    expect(labels.length, "the x axis's year labels were measured").toBeGreaterThan(4);
    expect(failing(themed)).toEqual([]);
    const before = await measure(CHART, "material-dark", false);
    expect(lowest(before.filter((t) => /^\d{4}$/.test(t.text)))).toBeLessThan(4.5);
    console.log(`chart, material-dark: lowest contrast ${lowest(before)}:1 without the palette, ${lowest(themed)}:1 with it`);
  });

  it("a radial gauge's labels reach the contrast minimum on a backing that stays dark; without the palette the backing glares", async () => {
    const themed = await measure(GAUGE, "material-dark");
    expect(themed.length, "the gauge's labels were measured").toBeGreaterThan(4);
    expect(failing(themed)).toEqual([]);
    expect(Math.max(...themed.map((t) => lightness(t.background)))).toBeLessThan(0.3);
    const before = await measure(GAUGE, "material-dark", false);
    expect(Math.min(...before.map((t) => lightness(t.background)))).toBeGreaterThan(0.7);
    console.log(`gauge, material-dark: lowest contrast ${lowest(before)}:1 without the palette, ${lowest(themed)}:1 with it`);
  });

  it("a theme chosen at run time mounts the chart afresh in that theme's colours", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.addInitScript(recordCanvasText);
      await page.goto(gallery.site.url(`${SAMPLES}/${CHART}?theme=material-light`));
      await settled(page, CHART, "material-light", true);
      const light = await page.evaluate(() => document.documentElement.style.getPropertyValue("--axis-label-text-color"));
      await page.locator(".toolbar__theme select").selectOption("material-dark");
      await page.waitForFunction((before) => document.documentElement.style.getPropertyValue("--axis-label-text-color") !== before, light);
      await settled(page, CHART, "material-dark", true);
      expect(failing(await canvasTextContrasts(page, `[data-sample-id="${CHART}"]`))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("reads a canvas's labels once they stop changing: text that fades in is measured at its last frame", async () => {
    const texts = await measureDrawing(() => {
      const canvas = document.querySelector("canvas")!;
      const context = canvas.getContext("2d")!;
      const start = performance.now();
      const frame = () => {
        const progress = Math.min(1, (performance.now() - start) / 1200);
        const level = Math.round(255 * (1 - progress));
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.font = "24px sans-serif";
        context.fillStyle = `rgb(${level}, ${level}, ${level})`;
        context.fillText("2024", 20, 40);
        if (progress < 1) requestAnimationFrame(frame);
      };
      frame();
    });
    expect(texts.map((t) => t.text)).toEqual(["2024"]);
    expect(texts[0]!.ratio, JSON.stringify(texts)).toBeGreaterThan(15);
  });

  it("a deep link with ?theme= opens in that theme's stylesheet from the head, and its chart mounts once", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.addInitScript(recordFrameStates);
      await page.goto(gallery.site.url(`${SAMPLES}/${CHART}?theme=material-dark`));
      expect(await page.evaluate(() => (document.getElementById("gallery-theme") as HTMLLinkElement).href)).toMatch(/\/themes\/dark\/material\.css$/);
      await settled(page, CHART, "material-dark", true);
      expect(await page.evaluate(() => (window as unknown as { frameStates: string[] }).frameStates)).toEqual(["loading", "ready"]);
      expect(failing(await canvasTextContrasts(page, `[data-sample-id="${CHART}"]`))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a deep link whose chosen theme's stylesheet comes late still mounts its chart once, in that theme's colours", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.addInitScript(recordFrameStates);
      // The swapped link's load holds nothing back: as on a busy machine, the shell starts before it.
      await page.route(/\/themes\/dark\/material\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(gallery.site.url(`${SAMPLES}/${CHART}?theme=material-dark`));
      await settled(page, CHART, "material-dark", true);
      expect(await page.evaluate(() => (window as unknown as { frameStates: string[] }).frameStates)).toEqual(["loading", "ready"]);
      expect(failing(await canvasTextContrasts(page, `[data-sample-id="${CHART}"]`))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("leaves out text a canvas draws wholly transparent, which shows nothing to read", async () => {
    const texts = await measureDrawing(() => {
      const context = document.querySelector("canvas")!.getContext("2d")!;
      context.font = "24px sans-serif";
      context.fillStyle = "#000";
      context.fillText("Mar", 20, 40);
      // A hidden copy of another label, as a chart draws for its annotations, and one at zero alpha.
      context.fillStyle = "rgba(255, 255, 255, 0)";
      context.fillText("Apr", 120, 40);
      context.fillStyle = "#000";
      context.globalAlpha = 0;
      context.fillText("May", 180, 40);
    });
    expect(texts.map((t) => t.text)).toEqual(["Mar"]);
    expect(failing(texts)).toEqual([]);
  });

  it("leaves out a label another one was drawn over later, as an axis label under a final value badge", async () => {
    const texts = await measureDrawing(() => {
      const context = document.querySelector("canvas")!.getContext("2d")!;
      context.font = "14px sans-serif";
      context.fillStyle = "#f5f5f5";
      context.fillText("20%", 20, 44);
      // The badge: a light box, then its own dark text just above the label, its padding over it.
      context.fillStyle = "#f5f5f5";
      context.fillRect(14, 12, 80, 38);
      context.fillStyle = "#222";
      context.fillText("22.8%", 18, 30);
    }, "#1e2227");
    expect(texts.map((t) => t.text)).toEqual(["22.8%"]);
    expect(failing(texts)).toEqual([]);
  });
});
