import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
/** Each test opens a sample, the panel and its package scope several times over, on a shared machine. */
const TIMEOUT = 300_000;
const chart = pickSample("charts/category-chart/column-chart-single-source");
const grid = pickSample("grids/grid/column-auto-sizing");
const gauge = pickSample("gauges/radial-gauge/optical-scaling");

const frame = (id: string) => `.sample-frame[data-sample-id="${id}"]`;
const liveVersion = async (page: Page, id: string) => Number((await page.getAttribute(frame(id), "data-live")) ?? 0);

/** Waits for an edited render newer than `after` to be ready in the frame. */
async function waitLive(page: Page, id: string, after: number): Promise<number> {
  await expect.poll(() => liveVersion(page, id), { timeout: 30_000 }).toBeGreaterThan(after);
  await waitReady(page, id);
  return liveVersion(page, id);
}

async function openControls(page: Page): Promise<Locator> {
  await page.locator('.toolbar button[data-panel="controls"]').click();
  const panel = page.locator('.controls[data-controls-state="ready"]');
  await panel.waitFor({ timeout: 30_000 });
  return panel;
}

/** The panel's code and the manifests among the chunks a page requested, by name: `controls-panel`, `IgrCategoryChart`. */
const controlsChunks = (requests: readonly string[]) =>
  [...new Set(requests.map((url) => /\/chunks\/(controls-panel|Igr[A-Za-z]+)-[A-Z0-9]+\.js$/.exec(new URL(url).pathname)?.[1]).filter((name) => name !== undefined))].sort();

/** The stored edit of a sample's index.tsx, as Share and Download read it. */
const storedIndex = (page: Page, id: string) =>
  page.evaluate((sample) => (JSON.parse(localStorage.getItem(`gallery-edit:${sample}`) ?? "{}") as Record<string, string>)[`${sample}/index.tsx`], id);

/** Screenshots until two in a row agree: charts and gauges animate into place. */
async function settledShot(locator: Locator): Promise<Buffer> {
  let last = await locator.screenshot();
  for (let i = 0; i < 10; i++) {
    await locator.page().waitForTimeout(400);
    const next = await locator.screenshot();
    if (Buffer.compare(last, next) === 0) return next;
    last = next;
  }
  return last;
}

describe("Controls: a component's properties from the packages' types, written into the code", () => {
  it("a category chart's type changed from the panel (loaded on its first opening) redraws it, shows in the code, is downloaded and shared; an edit in the code shows in the controls", async () => {
    const first = await gallery.open();
    try {
      const { page } = first;
      await page.goto(gallery.site.url(`${SAMPLES}/${chart}`));
      await waitReady(page, chart);
      // Nothing of the panel is on the first page; its first opening fetches the manifests of the components the sample renders, only those.
      expect(controlsChunks(first.requests)).toEqual([]);
      const panel = await openControls(page);
      expect(controlsChunks(first.requests)).toEqual(["IgrCategoryChart", "controls-panel"]);
      expect(await panel.getByTestId("controls-component").inputValue()).toBe("0");
      expect(await panel.locator("[data-testid=controls-component] option").first().textContent()).toBe("IgrCategoryChart");
      // The properties the sample sets come first, with their values.
      const chartType = panel.locator('[data-group="set"] [data-property="chartType"] select');
      expect(await chartType.inputValue()).toBe("Column");
      const host = page.locator(`${frame(chart)} .sample-frame__host`);
      const before = await settledShot(host);

      await chartType.selectOption("Line");
      await waitLive(page, chart, 0);
      expect(Buffer.compare(before, await settledShot(host))).not.toBe(0);
      expect(await panel.locator("[data-changed]").textContent()).toContain('chartType="Line"');
      expect(await storedIndex(page, chart)).toContain('chartType="Line"');
      expect(await page.getByTestId("controls-edited").isVisible()).toBe(true);
      // Download carries it.
      const [download] = await Promise.all([page.waitForEvent("download"), panel.getByTestId("edit-download").click()]);
      const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
      expect(new TextDecoder().decode(zip[`${chart.replaceAll("/", "-")}/src/sample/index.tsx`])).toContain('chartType="Line"');

      // A property the sample does not set, found by search and set from the keyboard: a new line in the code.
      await panel.getByRole("searchbox").fill("markerautomaticbehavior");
      await expect.poll(() => panel.locator('[data-group]:not([data-group="set"]) [data-property]').count()).toBeLessThan(5);
      expect(await panel.locator('[data-property="markerAutomaticBehavior"] select option').count()).toBeGreaterThan(10);
      await panel.getByRole("searchbox").fill("IsTransitionInEnabled");
      const transition = panel.locator('[data-property="isTransitionInEnabled"] input[role="switch"]');
      await transition.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => storedIndex(page, chart), { timeout: 10_000 }).toMatch(/\n {10}isTransitionInEnabled=\{true\}\n/);
      expect(await panel.locator('[data-group="set"] [data-property="isTransitionInEnabled"]').count()).toBe(1);

      // Share: the link opens the Controls in a fresh browser, which apply its settings at once (they carry no code).
      await page.getByTestId("edit-share").click();
      const link = await page.getByTestId("edit-share-link").inputValue();
      expect(new URL(link).searchParams.get("panel")).toBe("controls");
      const second = await gallery.open();
      try {
        await second.page.goto(link);
        await waitLive(second.page, chart, 0);
        const received = second.page.locator('.controls[data-controls-state="ready"]');
        await received.waitFor({ timeout: 30_000 });
        expect(await received.locator('[data-group="set"] [data-property="chartType"] select').inputValue()).toBe("Line");
        expect(await received.getByTestId("controls-notice").textContent()).toContain('IgrCategoryChart chartType="Line"');
        expect(await received.getByTestId("controls-run-shared").count()).toBe(0);
        // Applied and stored: a reload shows the stored edit, not the link again.
        expect(new URL(second.page.url()).hash).toBe("");
        expect(await storedIndex(second.page, chart)).toContain('chartType="Line"');
        const shared = await settledShot(second.page.locator(`${frame(chart)} .sample-frame__host`));
        expect(Buffer.compare(before, shared)).not.toBe(0);
        expect(second.pageErrors).toEqual([]);
      } finally {
        await second.close();
      }

      // The code is the panel's only state: an edit made in the Edit panel shows in the controls.
      await page.locator('.toolbar button[data-panel="edit"]').click();
      await page.locator('.edit-panel[data-edit-state="ready"]').waitFor({ timeout: 30_000 });
      const code = (await storedIndex(page, chart))!;
      await page.locator(".edit-panel .cm-content").click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.insertText(code.replace('chartType="Line"', 'chartType="Area"').replace("export default", "// edited by hand\nexport default"));
      await expect.poll(() => storedIndex(page, chart), { timeout: 10_000 }).toContain('chartType="Area"');
      // A link that carries code, opened in the Controls, runs only when asked, as in the Edit panel.
      await page.getByTestId("edit-share").click();
      const codeLink = new URL(await page.getByTestId("edit-share-link").inputValue());
      codeLink.searchParams.set("panel", "controls");
      const third = await gallery.open();
      try {
        await third.page.goto(codeLink.href);
        const asking = third.page.locator('.controls[data-controls-state="asks"]');
        await asking.waitFor({ timeout: 30_000 });
        expect(await third.page.getAttribute(frame(chart), "data-live")).toBeNull();
        await asking.getByTestId("controls-run-shared").click();
        await waitLive(third.page, chart, 0);
        expect(await third.page.locator('.controls [data-group="set"] [data-property="chartType"] select').inputValue()).toBe("Area");
      } finally {
        await third.close();
      }
      const reopened = await openControls(page);
      expect(await reopened.locator('[data-group="set"] [data-property="chartType"] select').inputValue()).toBe("Area");

      // Reset: the original code and sample.
      await reopened.getByTestId("controls-reset").click();
      await expect.poll(() => page.getAttribute(frame(chart), "data-live")).toBeNull();
      expect(await storedIndex(page, chart)).toBeUndefined();
      expect(await reopened.locator('[data-group="set"] [data-property="chartType"] select').inputValue()).toBe("Column");
      expect(first.pageErrors).toEqual([]);
    } finally {
      await first.close();
    }
  }, TIMEOUT);

  it("a grid column made sortable sorts on a header click; a button's variant changes its look", async () => {
    const { page, close, pageErrors } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${grid}`));
      await waitReady(page, grid);
      const panel = await openControls(page);
      const picker = panel.getByTestId("controls-component");
      const optionOf = async (label: string) => {
        const labels = await picker.locator("option").allTextContents();
        const index = labels.indexOf(label);
        expect(index, `${label} among ${labels.join(", ")}`).toBeGreaterThanOrEqual(0);
        return String(index);
      };
      const customerCells = () =>
        page.evaluate((selector) => {
          const grid = document.querySelector(`${selector} igc-grid`);
          const rows = [...(grid?.querySelectorAll("igx-grid-row") ?? [])].slice(0, 5);
          return rows.map((row) => row.querySelectorAll("igx-grid-cell")[1]?.textContent?.trim() ?? "");
        }, frame(grid));
      // The grid sorts a sortable column from its header's sort icon, which only a sortable column has.
      const header = page.locator(`${frame(grid)} igx-grid-header`).filter({ hasText: "Customer" }).first();
      expect(await header.locator(".sort-icon").count()).toBe(0);

      await picker.selectOption(await optionOf('IgrColumn field="customer"'));
      await panel.getByRole("searchbox").fill("sortable");
      let version = await liveVersion(page, grid);
      await panel.locator('[data-property="sortable"] input[role="switch"]').check();
      version = await waitLive(page, grid, version);
      expect(await storedIndex(page, grid)).toContain('<IgrColumn field="customer" header="Customer" width="auto" resizable sortable={true} />');
      const unsorted = await customerCells();
      await header.locator(".sort-icon").click();
      await expect.poll(() => header.getAttribute("aria-sort"), { timeout: 10_000 }).toBe("ascending");
      await expect
        .poll(async () => {
          const cells = await customerCells();
          return cells.length > 1 && cells.every((cell, i) => i === 0 || cells[i - 1]!.localeCompare(cell) <= 0) && cells.join() !== unsorted.join();
        }, { timeout: 10_000 })
        .toBe(true);

      await picker.selectOption(await optionOf("IgrButton"));
      const button = page.locator(`${frame(grid)} igc-button`).first();
      const containedLook = await settledShot(button);
      await panel.getByRole("searchbox").fill("variant");
      await panel.locator('[data-property="variant"] select').selectOption("outlined");
      version = await waitLive(page, grid, version);
      expect(await storedIndex(page, grid)).toContain('<IgrButton onClick={longerNames} variant="outlined">');
      expect(Buffer.compare(containedLook, await settledShot(button))).not.toBe(0);
      // Back to the declared default: the attribute leaves the code.
      await panel.locator('[data-group="set"] [data-property="variant"] select').selectOption("contained");
      await expect.poll(() => storedIndex(page, grid), { timeout: 10_000 }).toContain("<IgrButton onClick={longerNames}>");
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  }, TIMEOUT);

  it("a radial gauge's value changed from a number field moves the needle; the sample's own control bar stays and works", async () => {
    const { page, close, pageErrors } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${gauge}`));
      await waitReady(page, gauge);
      const panel = await openControls(page);
      const host = page.locator(`${frame(gauge)} .sample-frame__host`);
      const before = await settledShot(host);
      const value = panel.locator('[data-group="set"] [data-property="value"] input[type="number"]');
      expect(await value.inputValue()).toBe("72");
      await value.fill("20");
      const version = await waitLive(page, gauge, 0);
      expect(await storedIndex(page, gauge)).toContain("value={20}");
      expect(Buffer.compare(before, await settledShot(host))).not.toBe(0);

      // The sample's own control bar stays and still drives the edited sample.
      expect(await host.locator('igc-slider[aria-label="Gauge size"]').count()).toBe(1);
      const caption = host.locator("figcaption").first();
      expect(await caption.textContent()).toBe("Optical scaling on");
      await host.locator("igc-switch").click();
      await expect.poll(() => caption.textContent(), { timeout: 10_000 }).toBe("Optical scaling off");
      await host.locator("igc-switch").click();
      await expect.poll(() => caption.textContent(), { timeout: 10_000 }).toBe("Optical scaling on");
      expect(await liveVersion(page, gauge)).toBe(version);

      // A property the code sets from the sample's own control (`{optical}`) shows it and asks before a value replaces it.
      const optical = panel.locator('[data-group="set"] [data-property="opticalScalingEnabled"]');
      expect(await optical.locator("code").textContent()).toBe("{optical}");
      expect(await optical.locator('input[role="switch"]').count()).toBe(0);
      await optical.getByRole("button", { name: "Replace {optical} with a value" }).click();
      const toggle = optical.locator('input[role="switch"]');
      await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await optical.textContent()).toContain("replaces {optical} in the code");
      const checked = await toggle.isChecked();
      await page.keyboard.press("Space");
      await expect.poll(() => storedIndex(page, gauge), { timeout: 10_000 }).toContain(`opticalScalingEnabled={${!checked}}`);
      expect(await optical.locator("code").count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  }, TIMEOUT);
});
