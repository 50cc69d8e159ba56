import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navigation } from "../../generated/manifest.gen";
import { SAMPLES, pickSample, useGallery, waitReady, type Watched } from "./support/site";

const gallery = useGallery();
let watched: Watched;

/** The menu's names for a sample's component and group, as the result should show them. */
function whereOf(id: string): string {
  const [group, component] = id.split("/");
  const navGroup = navigation.find((g) => g.slug === group)!;
  return `${navGroup.components.find((c) => c.slug === component)!.name} · ${navGroup.name}`;
}

async function typeQuery(query: string) {
  const box = watched.page.locator("#sample-search");
  await box.fill("");
  await box.focus();
  await watched.page.keyboard.type(query);
}

/** Types `query` and waits for its results: the box writes ?q= as it renders them, so no earlier prefix's results show after. */
async function search(query: string) {
  await typeQuery(query);
  await expect.poll(() => new URL(watched.page.url()).searchParams.get("q")).toBe(query);
}

const results = () => watched.page.locator(".sidebar__results a");

beforeAll(async () => {
  watched = await gallery.open();
  const start = pickSample("gauges/radial-gauge/animation");
  await watched.page.goto(gallery.site.url(`${SAMPLES}/${start}`));
  await waitReady(watched.page, start);
  // A word found only in a description: once it finds its sample, the index holds the details.
  await typeQuery("speedometer");
  await results().first().waitFor({ timeout: 20_000 });
});

afterAll(async () => {
  await watched?.close();
});

describe("search box: what people type lists what they mean first", () => {
  it.each([
    ["grid", "grids/grid/overview"],
    ["combo", "inputs/combo/overview"],
    ["date picker", "scheduling/date-picker/overview"],
    ["datepicker", "scheduling/date-picker/overview"],
    ["Date-Picker", "scheduling/date-picker/overview"],
    ["treegrid", "grids/tree-grid/overview"],
    ["piechart", "charts/pie-chart/overview"],
    ["tree grid", "grids/tree-grid/overview"],
    ["spreadsheet", "excel/spreadsheet/overview"],
    ["stepper", "layouts/stepper/animations"],
    ["radial gauge needle", "gauges/radial-gauge/needle"],
    ["grid column pinning", "grids/grid/column-pinning"],
  ])("%j → %s", async (query, expected) => {
    await search(query);
    await expect.poll(() => results().first().getAttribute("href")).toMatch(new RegExp(`/${expected}(\\?|$)`));
    expect(await results().first().locator(".sidebar__result-where").innerText()).toBe(whereOf(expected));
    expect(watched.pageErrors).toEqual([]);
  });

  it("tells Sparkline's Grid from the Grid component by component and group", async () => {
    await search("grid");
    const link = watched.page.locator(`.sidebar__results a[href*="/charts/sparkline/grid"]`);
    expect(await link.locator(".sidebar__result-title").innerText()).toBe("Grid");
    expect(await link.locator(".sidebar__result-where").innerText()).toBe("Sparkline · Charts");
    expect(await results().first().locator(".sidebar__result-where").innerText()).toBe("Grid · Grids & Lists");
  });
});
