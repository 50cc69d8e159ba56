/**
 * A theme chosen at run time re-themes the web components, structure included: after switching
 * from Bootstrap to Material a select, an input and a button render the box they render on a fresh
 * load in Material (which differs from Bootstrap's), and so does a sample opened after the switch.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE, SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();

const CASES = [
  { tag: "igc-select", id: pickSample("inputs/select/overview") },
  { tag: "igc-input", id: pickSample("inputs/input/overview") },
  { tag: "igc-button", id: pickSample("inputs/button/overview") },
];

interface Box {
  width: number;
  height: number;
  /**
   * Pixels the shadow parts reach beyond the element's own box, the label left out (Material's
   * outlined label sits on the top border): none when the structure suits the stylesheet.
   */
  spill: number;
}

/**
 * The box the sample's first `tag` paints: its own, grown by the visible parts of its shadow tree.
 * A component left in Bootstrap's structure under Material's stylesheet spills out of its own box
 * (the select's arrow box is taller than the field and covers what is under it).
 */
function paintedBox(page: Page, tag: string): Promise<Box> {
  return page.evaluate((selector) => {
    const host = document.querySelector(`.sample-frame__host ${selector}`);
    if (!host) throw new Error(`no ${selector} in the sample`);
    const own = host.getBoundingClientRect();
    let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
    let spill = 0;
    const grow = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
        [left, top, right, bottom] = [Math.min(left, r.left), Math.min(top, r.top), Math.max(right, r.right), Math.max(bottom, r.bottom)];
        if (el.getAttribute("part") !== "label") spill = Math.max(spill, own.left - r.left, own.top - r.top, r.right - own.right, r.bottom - own.bottom);
        if (el.shadowRoot) grow(el.shadowRoot);
      }
    };
    if (host.shadowRoot) grow(host.shadowRoot);
    return { width: Math.round(right - left), height: Math.round(bottom - top), spill: Math.round(spill) };
  }, tag);
}

async function freshBox(id: string, tag: string, theme: string): Promise<Box> {
  const { page, close } = await gallery.open();
  try {
    await page.goto(gallery.site.url(`${SAMPLES}/${id}?theme=${theme}`));
    await waitReady(page, id);
    await themeApplied(page, theme);
    return await paintedBox(page, tag);
  } finally {
    await close();
  }
}

/** The theme's stylesheet is the only one in; the boxes are then polled until they settle. */
async function themeApplied(page: Page, theme: string): Promise<void> {
  const [name, variant] = theme.split("-");
  await page.waitForFunction((href) => document.querySelector("link#gallery-theme")?.getAttribute("href") === href, `${BASE}themes/${variant}/${name}.css`);
  await page.waitForTimeout(300);
}

describe("switching the theme at run time", () => {
  for (const [index, { tag, id }] of CASES.entries()) {
    it(`gives ${tag} (${id}) its Material box, as on a fresh load, and so to the next sample`, async () => {
      const material = await freshBox(id, tag, "material-light");
      const bootstrap = await freshBox(id, tag, "bootstrap-light");
      expect(material, "the themes give this control different boxes").not.toEqual(bootstrap);
      expect(material.spill, "in Material's structure the control stays in its box").toBe(0);

      const next = CASES[(index + 1) % CASES.length]!;
      const nextMaterial = await freshBox(next.id, next.tag, "material-light");

      const { page, close } = await gallery.open();
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}?theme=bootstrap-light`));
        await waitReady(page, id);
        await themeApplied(page, "bootstrap-light");
        await expect.poll(() => paintedBox(page, tag)).toEqual(bootstrap);

        await page.locator(".toolbar__theme select").selectOption("material-light");
        await themeApplied(page, "material-light");
        await expect.poll(() => paintedBox(page, tag)).toEqual(material);

        // Another sample, opened in the running page: it renders in Material from the start.
        await page.evaluate((path) => {
          history.pushState(null, "", path);
          dispatchEvent(new PopStateEvent("popstate"));
        }, `${BASE}${SAMPLES}/${next.id}`);
        await waitReady(page, next.id);
        await expect.poll(() => paintedBox(page, next.tag)).toEqual(nextMaterial);
      } finally {
        await close();
      }
    });
  }
});
