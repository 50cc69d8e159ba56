import type { Page } from "playwright-core";
import { THEME_KEYS } from "../../contract/themes";
import { GalleryError } from "../errors";
import { canvasContrastFailures } from "./canvas-text";


/**
 * The theme of a `--theme` run: the one named, or with no name the day's turn among the themes other
 * than the config's default, so that a daily run covers every sample in every theme within a week.
 */
export function themeOfRun(option: string | true, defaultTheme: { name: string; variant: string }, day: number): string {
  const others = THEME_KEYS.filter((key) => key !== `${defaultTheme.name}-${defaultTheme.variant}`);
  return option === true ? others[day % others.length]! : parseThemeKey(option);
}

export function parseThemeKey(value: string): string {
  if (!THEME_KEYS.includes(value)) throw new GalleryError(`--theme: expected one of ${THEME_KEYS.join(", ")}; got '${value}'`, [], 2);
  return value;
}

export interface ThemeFailure {
  kind: "overlap" | "contrast";
  detail: string;
}

/**
 * What a theme breaks in a ready sample: a control whose painted box (its own and its shadow parts')
 * covers an element beside it, and text of the sample's own (not inside a component's shadow tree,
 * whose colours are the theme's own, trial watermark included) that fails axe's colour-contrast rule,
 * and text painted on a canvas (charts, gauges, maps) that fails the same minimum (see canvas-text.ts).
 * `listed` are the components whose colour-contrast the known list explains (CSS selectors): text
 * they render outside a shadow tree (a slotted title, a canvas component's own DOM) is theirs too.
 */
export async function themeFailures(page: Page, frame: string, axeSource: string, listed: readonly string[]): Promise<ThemeFailure[]> {
  const overlaps = (await page.evaluate(findOverlaps, frame)).map((detail) => ({ kind: "overlap" as const, detail }));
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const contrast = await page.evaluate(async ({ selector, listed }) => {
    type Result = { violations: { nodes: { target: unknown[]; element?: Element; any: { message: string }[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<Result> } }).axe;
    const context = document.querySelector(selector);
    if (!context) return [];
    const result = await axe.run(context, { runOnly: ["color-contrast"], resultTypes: ["violations"], elementRef: true });
    // axe names a node inside a shadow tree by a list of selectors, one per shadow root crossed.
    const own = result.violations.flatMap((v) => v.nodes.filter((n) => n.target.every((selector) => typeof selector === "string")));
    const components = listed.join(", ");
    const sample = components ? own.filter((n) => !n.element?.closest(components)) : own;
    return sample.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? "too little contrast"}`);
  }, { selector: frame, listed });
  const canvas = await canvasContrastFailures(page, frame);
  return [...overlaps, ...[...contrast, ...canvas].map((detail) => ({ kind: "contrast" as const, detail }))];
}

/**
 * Runs in the page. For each of the sample's own controls (an Ignite UI element not inside another
 * one), the box it paints: its own, grown by the visible parts of its shadow tree (a select's arrow
 * box lives there). Then every element in flow beside the control or beside one of its ancestors
 * inside the frame: an overlap of more than 2 px both ways is a control drawn over its neighbour.
 */
function findOverlaps(frame: string): string[] {
  const host = document.querySelector(`${frame} .sample-frame__host`) ?? document.querySelector(frame);
  if (!host) return [];
  const isIgnite = (el: Element) => /^(IGC|IGX)-/.test(el.tagName);
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const inFlow = (el: Element) => !["absolute", "fixed"].includes(getComputedStyle(el).position);
  type Box = { left: number; top: number; right: number; bottom: number };
  const clips = (el: Element) => {
    const style = getComputedStyle(el);
    return style.overflowX !== "visible" || style.overflowY !== "visible";
  };
  // Parts scrolled out of a clipping box (a chat's earlier messages) paint nothing outside it.
  const painted = (control: Element): Box => {
    const own = control.getBoundingClientRect();
    const box: Box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
    const walk = (el: Element, clip: Box, depth: number) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || getComputedStyle(el).position === "fixed") return;
      const r = el.getBoundingClientRect();
      const seen = { left: Math.max(r.left, clip.left), top: Math.max(r.top, clip.top), right: Math.min(r.right, clip.right), bottom: Math.min(r.bottom, clip.bottom) };
      if (seen.right > seen.left && seen.bottom > seen.top) {
        [box.left, box.top, box.right, box.bottom] = [Math.min(box.left, seen.left), Math.min(box.top, seen.top), Math.max(box.right, seen.right), Math.max(box.bottom, seen.bottom)];
      }
      const inner = clips(el) ? seen : clip;
      for (const child of el.children) walk(child, inner, depth);
      if (el.shadowRoot && depth < 3) for (const child of el.shadowRoot.children) walk(child, inner, depth + 1);
    };
    const unclipped = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    if (control.shadowRoot) for (const child of control.shadowRoot.children) walk(child, clips(control) ? { ...box } : unclipped, 1);
    return box;
  };
  const name = (el: Element) => {
    const cls = [...el.classList].slice(0, 2).map((c) => `.${c}`).join("");
    return `<${el.tagName.toLowerCase()}${cls ? ` ${cls}` : ""}>`;
  };
  const problems: string[] = [];
  const controls = [...host.querySelectorAll("*")].filter(
    (el) => isIgnite(el) && shown(el) && !(el.parentElement && [...ancestorsOf(el.parentElement)].some(isIgnite)),
  );
  function* ancestorsOf(el: Element): Generator<Element> {
    for (let at: Element | null = el; at && at !== host; at = at.parentElement) yield at;
  }
  for (const control of controls) {
    const box = painted(control);
    for (const level of ancestorsOf(control)) {
      if (!inFlow(level)) break;
      for (const neighbour of level.parentElement?.children ?? []) {
        if (neighbour === level || !shown(neighbour) || !inFlow(neighbour)) continue;
        const r = neighbour.getBoundingClientRect();
        const width = Math.min(box.right, r.right) - Math.max(box.left, r.left);
        const height = Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top);
        if (width > 2 && height > 2) {
          problems.push(`${name(control)} covers ${name(neighbour)} by ${Math.round(width)}×${Math.round(height)} px`);
        }
      }
    }
  }
  return [...new Set(problems)];
}
