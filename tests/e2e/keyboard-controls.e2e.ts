/**
 * Every control a sample adds around its component (its own buttons, selects, sliders, switches...)
 * is reachable with Tab and shows a focus ring, in one sample per group. A button group is one
 * control: Tab reaches its selected button, the arrow keys the others. A control is one of those
 * elements in the sample's light DOM that no other such control holds; it counts as reached when the
 * focused element (followed into shadow trees) is inside it, and as ringed when the region it paints
 * differs between the moment it is focused and a moment when nothing in the sample is.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();

/** One sample with controls of its own in each group. */
const PER_GROUP = [
  "charts/category-chart/overview",
  "editors/x-date-picker/overview",
  "excel/excel-library/overview",
  "gauges/bullet-graph/animation",
  "grids/grid/editing-columns",
  "inputs/select/group",
  "interactions/chat/overview",
  "layouts/tabs/overview",
  "maps/geo-map/overview",
  "menus/nav-bar/overview",
  "notifications/toast/overview",
  "scheduling/calendar/overview",
];

const CONTROLS = "igc-button-group, igc-button, igc-icon-button, igc-toggle-button, igc-select, igc-slider, igc-range-slider, igc-switch, igc-checkbox, igc-radio, igc-input, igc-combo, igc-date-picker, button, select, input, textarea";

/** Marks each of the sample's own enabled, shown controls with data-kb-control="n"; returns how many. */
async function markControls(page: Page, id: string): Promise<string[]> {
  return page.evaluate(
    ({ id, selector }) => {
      const host = document.querySelector(`[data-sample-id="${id}"] .sample-frame__host`)!;
      const all = [...host.querySelectorAll(selector)];
      const own = all.filter((el) => {
        for (let at = el.parentElement; at && at !== host; at = at.parentElement) {
          // Inside another control (a button group is one stop: its arrows move within it), or inside a
          // component's own DOM: a grid's (igx-*) or a React-rendered editor's (.ig-*).
          if (at.matches(selector) || at.tagName.startsWith("IGX-") || /(^| )ig-/.test(at.className)) return false;
        }
        const box = el.getBoundingClientRect();
        return !el.hasAttribute("disabled") && box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
      });
      return own.map((el, index) => {
        el.setAttribute("data-kb-control", String(index));
        return `<${el.tagName.toLowerCase()}> ${(el.textContent ?? "").trim().slice(0, 30)}`;
      });
    },
    { id, selector: CONTROLS },
  );
}

/** The data-kb-control of the control that holds the focused element, following focus into shadow roots. */
function focusedControl(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    for (let at: Element | null = active; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)) {
      const mark = at.getAttribute("data-kb-control");
      if (mark !== null) return mark;
    }
    return null;
  });
}

async function regionOf(page: Page, mark: string): Promise<Buffer> {
  const box = (await page.locator(`[data-kb-control="${mark}"]`).boundingBox())!;
  const pad = 6;
  return page.screenshot({ clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: box.width + 2 * pad, height: box.height + 2 * pad }, animations: "disabled" });
}

describe("keyboard access to the samples' own controls", () => {
  const present = new Set(sampleIds());
  for (const id of PER_GROUP) {
    it.skipIf(!present.has(id))(`${id}: every control is reached by Tab and shows a focus ring`, async () => {
      const { page, close } = await gallery.open({ serviceWorkers: "block" });
      try {
        // Heavy samples on a loaded machine: the ready mark, not the load event, with room to spare.
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`), { waitUntil: "commit", timeout: 60_000 });
        await waitReady(page, id, 60_000);
        await page.waitForTimeout(500);
        const controls = await markControls(page, id);
        expect(controls.length, "the sample has controls of its own").toBeGreaterThan(0);
        // Unfocused: the look of every control before Tab reaches it.
        const before = new Map<string, Buffer>();
        for (const mark of controls.keys()) before.set(String(mark), await regionOf(page, String(mark)));
        // Start just before the sample: its frame's heading, or the frame itself.
        await page.evaluate((sample) => {
          const frame = document.querySelector<HTMLElement>(`[data-sample-id="${sample}"]`)!;
          frame.tabIndex = -1;
          frame.focus();
        }, id);
        const reached = new Map<string, boolean>();
        for (let press = 0; press < controls.length * 3 + 40 && reached.size < controls.length; press++) {
          await page.keyboard.press("Tab");
          const mark = await focusedControl(page);
          if (mark === null || reached.has(mark)) continue;
          await page.waitForTimeout(200);
          reached.set(mark, !(await regionOf(page, mark)).equals(before.get(mark)!));
        }
        const missed = controls.filter((_, index) => !reached.has(String(index)));
        expect(missed, "controls Tab never reached").toEqual([]);
        const unringed = controls.filter((_, index) => reached.get(String(index)) === false);
        expect(unringed, "controls that look the same focused and unfocused").toEqual([]);
      } finally {
        await close();
      }
    }, 150_000);
  }
});
