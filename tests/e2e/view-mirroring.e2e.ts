import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

// Proof that the components themselves follow the view options, not only the host's attributes:
// under ?dir=rtl a grid's first column and an input's prefix sit at the right; ?size=small gives a
// grid smaller rows than ?size=large, and the choice survives a reload.

const gallery = useGallery();
// A grid that pins no size of its own beyond the shared medium default, which yields to the option.
const GRID = pickSample("grids/grid/column-moving-options", "grids/grid/column-hiding-options");
const INPUT = pickSample("inputs/input/overview");

async function open(id: string, query: string) {
  const watched = await gallery.open({ width: 1280, height: 800 });
  await watched.page.goto(gallery.site.url(`${SAMPLES}/${id}${query}`));
  await waitReady(watched.page, id);
  return watched;
}

/** The left edges of the grid's first and last column headers, and the grid's own box. */
const headerEdges = (page: Page) =>
  page.locator(".sample-frame__host").evaluate((host) => {
    const headers = [...host.querySelectorAll("[role=columnheader]")].map((h) => h.getBoundingClientRect()).filter((r) => r.width > 0);
    const grid = host.querySelector(".igx-grid")!.getBoundingClientRect();
    return { first: headers[0]!, last: headers.at(-1)!, gridLeft: grid.left, gridRight: grid.right, count: headers.length };
  });

/** The height of the grid's first data row. */
const rowHeight = (page: Page) =>
  page.locator(".sample-frame__host igx-grid-row").first().evaluate((row) => row.getBoundingClientRect().height);

describe("the components follow direction and size", () => {
  it(`?dir=rtl puts ${GRID}'s first column at the right; ltr at the left`, async () => {
    for (const [dir, firstAtRight] of [["rtl", true], ["ltr", false]] as const) {
      const { page, close } = await open(GRID, `?dir=${dir}`);
      try {
        const edges = await headerEdges(page);
        expect(edges.count, "column headers").toBeGreaterThan(1);
        expect(edges.first.left > edges.last.left, `${dir}: first header right of the last`).toBe(firstAtRight);
        const distance = firstAtRight ? edges.gridRight - edges.first.right : edges.first.left - edges.gridLeft;
        expect(distance, `${dir}: first header against the grid's start edge`).toBeLessThan(80);
      } finally {
        await close();
      }
    }
  });

  it(`?dir=rtl puts ${INPUT}'s prefix at the input's right`, async () => {
    for (const [dir, prefixAtRight] of [["rtl", true], ["ltr", false]] as const) {
      const { page, close } = await open(INPUT, `?dir=${dir}`);
      try {
        const parts = await page.locator(".sample-frame__host igc-input").first().evaluate((input) => {
          const box = (part: string) => input.shadowRoot!.querySelector(`[part~="${part}"]`)!.getBoundingClientRect();
          return { prefix: box("prefix").left, input: box("input").left };
        });
        expect(parts.prefix > parts.input, `${dir}: prefix right of the text`).toBe(prefixAtRight);
      } finally {
        await close();
      }
    }
  });

  it(`?size=small gives ${GRID} smaller rows than ?size=large, and a reload keeps them`, async () => {
    const small = await open(GRID, "?size=small");
    const large = await open(GRID, "?size=large");
    try {
      const [smallRow, largeRow] = [await rowHeight(small.page), await rowHeight(large.page)];
      expect(smallRow).toBeLessThan(largeRow);
      await small.page.reload();
      await waitReady(small.page, GRID);
      expect(await rowHeight(small.page)).toBe(smallRow);
    } finally {
      await small.close();
      await large.close();
    }
    // Three openings of a grid: on a loaded machine one takes up to 30 s.
  }, 120_000);
});
