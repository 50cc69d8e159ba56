import type { Page } from "playwright-core";
import { knownViolationKey, type KnownViolation } from "../../contract/a11y-known";

/** A serious or critical axe-core violation that no entry of the known list explains. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string;
  /** axe-core's own words on the first node left: the colours and ratio, the missing role. */
  message?: string;
}

/** What one axe-core run over a sample found: the violations left over, and the known entries it saw. */
export interface A11yFindings {
  violations: AxeViolation[];
  /** knownViolationKey of every listed entry that explained at least one node. */
  seen: string[];
}

type Known = Pick<KnownViolation, "rule" | "component">;

/**
 * axe-core over the sample's frame (only `rules` when given). A node is explained by a known entry of
 * its rule when the node, or an element that holds it (across shadow roots), matches the entry's
 * component: the violation then belongs to that component, not to the sample's markup. A run in which
 * a node left unexplained was taken out of the document before it could be traced to its holder is
 * run again, twice at most: the page changed under axe (grids/hierarchical-grid/row-pinning-options
 * pins rows after 300 ms, and a pinning chip found mid-run had no grid above it any more).
 */
export async function axeFindings(page: Page, frame: string, axeSource: string, known: readonly Known[], rules?: string[]): Promise<A11yFindings> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const args = { selector: frame, known: known.map((k) => ({ rule: k.rule, component: k.component })), rules };
  let found = await page.evaluate(runAxe, args);
  for (let rerun = 0; rerun < 2 && found.detached; rerun++) found = await page.evaluate(runAxe, args);
  return { violations: found.violations, seen: found.seen.map((index) => knownViolationKey(known[index]!)) };
}

/** Runs in the page: serialized by Playwright, so it uses nothing from outside. */
async function runAxe({ selector, known, rules }: { selector: string; known: Known[]; rules?: string[] }) {
  type Node = { target: unknown[]; element?: Element; any: { message: string }[]; all: { message: string }[]; none: { message: string }[] };
  type Result = { violations: { id: string; impact: string | null; help: string; nodes: Node[] }[] };
  const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<Result> } }).axe;
  const context = document.querySelector(selector);
  if (!context) return { violations: [], seen: [], detached: false };
  const result = await axe.run(context, { resultTypes: ["violations"], elementRef: true, ...(rules ? { runOnly: rules } : {}) });
  const holders = function* (element: Element): Generator<Element> {
    for (let at: Element | null = element; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)) yield at;
  };
  const explainedBy = (rule: string, element: Element | undefined) =>
    element ? known.findIndex((k) => k.rule === rule && [...holders(element)].some((at) => at.matches(k.component))) : -1;
  const seen = new Set<number>();
  const violations = [];
  let detached = false;
  for (const violation of result.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    const left = violation.nodes.filter((node) => {
      const entry = explainedBy(violation.id, node.element);
      if (entry >= 0) seen.add(entry);
      return entry < 0;
    });
    if (left.length === 0) continue;
    if (left.some((node) => node.element && !node.element.isConnected)) detached = true;
    const targets = left.slice(0, 3).map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(" >> ") : String(part))).join(" >> "));
    const first = left[0]!;
    const message = [...first.any, ...first.all, ...first.none][0]?.message;
    violations.push({ id: violation.id, impact: violation.impact, help: violation.help, targets: targets.join(", "), ...(message ? { message } : {}) });
  }
  return { violations, seen: [...seen], detached };
}

/**
 * The page in the other variant of its theme, as the shell's theme picker switches it (its
 * stylesheets swapped in place, the components told), without a reload: the sample stays as it
 * was rendered, so its dark colours are checked in the same visit. The first switch in a page loads
 * the other variant's stylesheets beside the shown ones; after that both stay, the one not shown
 * with `media="not all"`, so that a switch is synchronous and the way back costs nothing. With
 * `settle`, resolves once the page has painted in the new variant with its colour transitions
 * finished (measured mid-way, a button fails contrast); without, at once (the next visit replaces
 * the sample anyway).
 */
export async function switchVariant(page: Page, to: "light" | "dark", settle = true): Promise<void> {
  await page.evaluate(
    async ({ variant, settle }) => {
      const other = variant === "dark" ? "light" : "dark";
      const swaps = ["gallery-theme", "gallery-grid-theme"].map(async (id) => {
        const shown = document.getElementById(id) as HTMLLinkElement | null;
        const href = shown?.getAttribute("href");
        if (!shown || !href || !href.includes(`themes/${other}/`)) return;
        const wanted = href.replace(`themes/${other}/`, `themes/${variant}/`);
        let link = [...document.querySelectorAll<HTMLLinkElement>("link[data-verify-parked]")].find((l) => l.getAttribute("href") === wanted);
        if (!link) {
          const parked = document.createElement("link");
          parked.rel = "stylesheet";
          parked.media = "not all";
          parked.href = wanted;
          await new Promise<void>((resolve, reject) => {
            parked.onload = () => resolve();
            parked.onerror = () => reject(new Error(`could not load ${parked.href}`));
            shown.after(parked);
          });
          link = parked;
        }
        link.removeAttribute("media");
        delete link.dataset.verifyParked;
        shown.media = "not all";
        shown.dataset.verifyParked = "";
        shown.removeAttribute("id");
        link.id = id;
      });
      await Promise.all(swaps);
      const root = document.documentElement;
      root.dataset.themeVariant = variant;
      root.style.colorScheme = variant;
      root.style.setProperty("--ig-theme-variant", variant);
      const theme = root.style.getPropertyValue("--ig-theme");
      window.dispatchEvent(new CustomEvent("igc-change-theme", { detail: { theme, themeVariant: variant } }));
      if (!settle) return;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const transition of document.getAnimations()) if (transition instanceof CSSTransition) transition.finish();
    },
    { variant: to, settle },
  );
}

/** A violation, and the theme variant it was found in. */
export type VariantViolation = AxeViolation & { variant: string };

/**
 * Every axe-core rule in the variant the page shows, then (with `otherVariant`) the one rule that
 * depends on colours, colour-contrast, in the other variant of the same theme, in the same visit: the
 * other rules (names, labels, roles, structure) do not change with the variant.
 */
export async function sampleA11y(page: Page, frame: string, axeSource: string, known: readonly Known[], otherVariant: boolean) {
  const shown = await page.evaluate(() => document.documentElement.style.colorScheme || "light");
  const first = await axeFindings(page, frame, axeSource, known);
  const firstContrast = await contrastOnceSettled(page, frame, axeSource, known, first);
  const violations: VariantViolation[] = [
    ...first.violations.filter((v) => v.id !== CONTRAST),
    ...firstContrast.violations.filter((v) => v.id === CONTRAST),
  ].map((v) => ({ ...v, variant: shown }));
  const seen = new Set([...first.seen, ...firstContrast.seen]);
  if (otherVariant) {
    const other = shown === "dark" ? "light" : "dark";
    await switchVariant(page, other);
    try {
      const second = await contrastOnceSettled(page, frame, axeSource, known, await axeFindings(page, frame, axeSource, known, [CONTRAST]));
      violations.push(...second.violations.map((v) => ({ ...v, variant: other })));
      for (const key of second.seen) seen.add(key);
    } finally {
      await switchVariant(page, shown === "dark" ? "dark" : "light", false);
    }
  }
  return { violations, seen: [...seen].sort() };
}

const CONTRAST = "color-contrast";

/**
 * `found` once its colours have settled: while it has a colour-contrast violation, that rule is run
 * again 0.3 s later, twice at most, and the last run's findings count. A colour still easing to its
 * end fails for a moment: one inside a shadow tree, which the page does not list, after a variant
 * switch, or a button the sample enables once its data came (grids/grid/binding-crud-data: white on
 * #1772fd, 4.31:1, on its way to the theme's #0d6efd).
 */
async function contrastOnceSettled(page: Page, frame: string, axeSource: string, known: readonly Known[], found: A11yFindings): Promise<A11yFindings> {
  let latest = found;
  for (let retry = 0; retry < 2 && latest.violations.some((v) => v.id === CONTRAST); retry++) {
    await page.waitForTimeout(300);
    latest = await axeFindings(page, frame, axeSource, known, [CONTRAST]);
  }
  return latest;
}
