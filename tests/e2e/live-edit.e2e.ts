import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { frame, liveVersion, openEdit, originalIndex, typeCode, waitLive } from "./support/edit-panel";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
/** Each test opens a sample, the editor and its package scope several times over. */
const TIMEOUT = 240_000;
const chart = pickSample("charts/category-chart/overview");
const grid = pickSample("grids/grid/overview");

/** Marks the window, to prove later that the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { liveMarker?: number }).liveMarker = 42));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker === 42);

describe("Edit: the sample's code edited in the page", () => {
  it("a chart re-renders what is drawn, reports a syntax error by line and recovers, shows a runtime throw in the boundary and recovers, resets", async () => {
    const { page, close, pageErrors } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${chart}`));
      await waitReady(page, chart);
      await markWindow(page);
      await openEdit(page, chart);
      const host = page.locator(`${frame(chart)} .sample-frame__host`);
      const before = await host.screenshot();
      const original = originalIndex(chart);
      const colours = /const colors = \[[^\]]*\];/.exec(original)?.[0];
      expect(colours, "the chart sample names its colours").toBeTruthy();
      const recoloured = original.replace(colours!, 'const colors = ["#d00000", "#d00000", "#d00000", "#d00000", "#d00000", "#d00000"];');

      let version = await liveVersion(page, chart);
      await typeCode(page, recoloured);
      version = await waitLive(page, chart, version);
      await page.waitForTimeout(500);
      expect(Buffer.compare(before, await host.screenshot())).not.toBe(0);
      expect(await stillMarked(page)).toBe(true);
      expect(await page.getByTestId("edit-edited").isVisible()).toBe(true);

      // A syntax error: its file and line are named and marked; the last good render stays.
      const lines = recoloured.split("\n");
      const broken = [...lines.slice(0, 3), "const broken = ;", ...lines.slice(3)].join("\n");
      await typeCode(page, broken);
      await expect.poll(() => page.getByTestId("edit-error").textContent(), { timeout: 10_000 }).toMatch(/^index\.tsx:4:\d+ /);
      expect(await page.locator('.edit-panel[data-edit-state="error"]').count()).toBe(1);
      expect(await page.locator(".edit-panel .cm-lintRange-error").count()).toBeGreaterThan(0);
      expect(await liveVersion(page, chart)).toBe(version);
      expect(await host.isVisible()).toBe(true);

      await typeCode(page, recoloured);
      version = await waitLive(page, chart, version);
      expect(await page.getByTestId("edit-error").count()).toBe(0);

      // A runtime throw lands in the sample's error boundary; fixing the code brings the sample back.
      const throwing = recoloured.replace(/export default function (\w+)\(\) \{/, 'export default function $1() {\n  throw new Error("thrown by the edit");');
      expect(throwing).not.toBe(recoloured);
      await typeCode(page, throwing);
      await expect.poll(() => page.getAttribute(frame(chart), "data-sample-state"), { timeout: 10_000 }).toBe("error");
      expect(await page.locator(`${frame(chart)} .sample-frame__error`).textContent()).toContain("thrown by the edit");
      await typeCode(page, recoloured);
      version = await waitLive(page, chart, await liveVersion(page, chart));
      expect(await stillMarked(page)).toBe(true);

      // Reset: the original sample, no Edited mark, nothing stored.
      await page.getByTestId("edit-reset").click();
      await expect.poll(() => page.getAttribute(frame(chart), "data-live")).toBeNull();
      await waitReady(page, chart);
      expect(await page.getByTestId("edit-edited").count()).toBe(0);
      expect(await page.evaluate((id) => localStorage.getItem(`gallery-edit:${id}`), chart)).toBeNull();
      expect(await stillMarked(page)).toBe(true);
      expect(pageErrors.filter((e) => !e.includes("thrown by the edit"))).toEqual([]);
    } finally {
      await close();
    }
  }, TIMEOUT);

  it("runs the unedited sample on the names its chunk exports, and loads a package's whole namespace only for an edit that uses more of it", async () => {
    const { page, close, pageErrors } = await gallery.open();
    const scopeChunks: string[] = [];
    page.on("request", (request) => {
      const name = /\/chunks\/(igniteui-react(?:-[a-z-]+?)?)-[A-Z0-9]{8}\.js$/.exec(request.url())?.[1];
      if (name) scopeChunks.push(name);
    });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${chart}`));
      await waitReady(page, chart);
      await openEdit(page, chart);
      // The chart's own names (IgrCategoryChart, IgrLegend, the select) come from its chunk: no namespace is fetched.
      expect(scopeChunks).toEqual([]);
      const original = originalIndex(chart);
      const withBadge = original
        .replace(/^/, 'import { IgrBadge } from "igniteui-react";\n')
        .replace(/return \(\s*<div([^>]*)>/, (open) => `${open}\n<IgrBadge data-testid="added-badge">added by the edit</IgrBadge>`);
      expect(withBadge).toContain("added-badge");
      const version = await liveVersion(page, chart);
      await typeCode(page, withBadge);
      await waitLive(page, chart, version);
      await expect.poll(() => page.locator(`${frame(chart)} igc-badge[data-testid="added-badge"]`).textContent(), { timeout: 20_000 }).toBe("added by the edit");
      expect(scopeChunks).toEqual(["igniteui-react"]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  }, TIMEOUT);

  it("a grid edit survives a reload, travels in a Share link that runs only on click, and is what Download saves", async () => {
    const first = await gallery.open();
    try {
      const { page } = first;
      await page.goto(gallery.site.url(`${SAMPLES}/${grid}`));
      await waitReady(page, grid);
      await openEdit(page, grid);
      const original = originalIndex(grid);
      const edited = original.replace('header="Product"', 'header="Edited product"');
      expect(edited).not.toBe(original);
      await typeCode(page, edited);
      await waitLive(page, grid, await liveVersion(page, grid));
      const header = page.locator(frame(grid)).getByText("Edited product", { exact: true });
      await header.first().waitFor({ timeout: 10_000 });

      await page.reload();
      await page.locator('.edit-panel[data-edit-state="ready"]').waitFor({ timeout: 30_000 });
      await waitLive(page, grid);
      await header.first().waitFor({ timeout: 10_000 });

      await page.getByTestId("edit-share").click();
      const link = await page.getByTestId("edit-share-link").inputValue();
      expect(link).toMatch(/\?.*panel=edit.*#edit=[A-Za-z0-9_-]+$/);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("edit-download").click()]);
      const name = grid.replaceAll("/", "-");
      const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const text = (file: string) => new TextDecoder().decode(files[`${name}/${file}`]);
      expect(text("src/sample/index.tsx")).toContain('header="Edited product"');
      expect(text("README.md")).toContain(`edited in the gallery from its \`${grid}\` sample`);

      // A fresh browser: the link shows the original and the edited code, and runs it only on the click.
      const second = await gallery.open();
      try {
        await second.page.goto(link);
        await waitReady(second.page, grid);
        const run = second.page.getByTestId("edit-run-shared");
        await run.waitFor();
        expect(await second.page.getAttribute(frame(grid), "data-live")).toBeNull();
        expect(await second.page.locator(frame(grid)).getByText("Edited product", { exact: true }).count()).toBe(0);
        await run.click();
        await waitLive(second.page, grid);
        await second.page.locator(frame(grid)).getByText("Edited product", { exact: true }).first().waitFor({ timeout: 10_000 });
        expect(new URL(second.page.url()).hash).toBe("");

        // A damaged link: a message, and the original sample.
        await second.page.evaluate((id) => localStorage.removeItem(`gallery-edit:${id}`), grid);
        // Another document first: a link that differs only in its hash would not load the page again.
        await second.page.goto("about:blank");
        await second.page.goto(link.slice(0, link.length - 40));
        await expect.poll(() => second.page.getByTestId("edit-notice").textContent(), { timeout: 20_000 }).toContain("cannot be opened");
        await waitReady(second.page, grid);
        expect(await second.page.getByTestId("edit-run-shared").count()).toBe(0);
        expect(await second.page.locator(frame(grid)).getByText("Product", { exact: true }).count()).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  }, TIMEOUT);
});
