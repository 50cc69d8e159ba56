import { describe, expect, it } from "vitest";
import { SAMPLES, menuLink, useGallery, waitReady } from "./support/site";

const gallery = useGallery();

/** Each sample's exact menu link, toolbar label, heading line and document title, as the specification names them. */
const cases = [
  {
    id: "charts/category-chart/overview",
    link: "Overview",
    label: "Category Chart - Overview",
    heading: "Category Chart Overview",
    title: "Overview: Category Chart Overview - Category Chart | Ignite UI for React samples",
  },
  {
    id: "grids/grid/row-drag-base",
    link: "Row Drag Base",
    label: "Grid - Row Drag Base",
    heading: "Row Drag Between Grids",
    title: "Row Drag Base: Row Drag Between Grids - Grid | Ignite UI for React samples",
  },
  {
    id: "gauges/radial-gauge/animation",
    link: "Animation",
    label: "Radial Gauge - Animation",
    heading: null,
    title: "Animation - Radial Gauge | Ignite UI for React samples",
  },
];

describe("display names", () => {
  it.each(cases)("$id: the menu and the toolbar show the slug in title case; the heading line and the title add the heading", async (expected) => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${expected.id}`));
      await waitReady(page, expected.id);
      await expect(menuLink(page, expected.id).innerText()).resolves.toBe(expected.link);
      await expect(page.getByTestId("toolbar-label").innerText()).resolves.toBe(expected.label);
      await expect.poll(() => page.title()).toBe(expected.title);
      const heading = page.getByTestId("sample-heading");
      if (expected.heading) await expect(heading.innerText()).resolves.toBe(expected.heading);
      else await expect(heading.count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});
