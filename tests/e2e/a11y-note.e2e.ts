/**
 * Each sample page tells its accessibility state from the known list (generated/a11y.gen.ts): the
 * known component issues by rule, or that it passes. The state's chunk loads after the sample is shown.
 */
import { describe, expect, it } from "vitest";
import { knownInThemes } from "../../contract/themes";
import { issuesBySample, knownIssues } from "../../generated/a11y.gen";
import { galleryConfig } from "../../generated/manifest.gen";
import { SAMPLES, pickSample, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const ids = sampleIds();
const defaultTheme = `${galleryConfig.theme.name}-${galleryConfig.theme.variant}`;
const issuesOf = (id: string) => (issuesBySample[id as keyof typeof issuesBySample] ?? []).map((index) => knownIssues[index]!);
const withIssues = pickSample(
  ...ids.filter((id) => id.startsWith("layouts/stepper/")),
  ...ids.filter((id) => issuesOf(id).some((issue) => knownInThemes(issue, [defaultTheme]))),
);
/** A sample whose only known issue is some themes' colour (not the default's), and the first of them. */
const oneThemeOnly = ids
  .map((id) => ({ id, issues: issuesOf(id) }))
  .filter(({ issues }) => issues.length === 1 && issues[0]!.themes !== undefined && !issues[0]!.themes.includes(defaultTheme))
  .map(({ id, issues }) => ({ id, theme: issues[0]!.themes![0]! }))[0];
const passing = pickSample(...ids.filter((id) => !(id in issuesBySample)));

describe("the sample page's accessibility state", () => {
  it("lists the known component issues by rule, each with its component and why", async () => {
    const { page, close } = await gallery.open({ serviceWorkers: "block" });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${withIssues}`));
      await waitReady(page, withIssues);
      const note = page.getByTestId("a11y-note");
      await expect.poll(() => note.getAttribute("data-a11y-state"), { timeout: 10_000 }).toBe("known-issues");
      const expected = issuesOf(withIssues).filter((issue) => knownInThemes(issue, [defaultTheme]));
      expect(expected.length).toBeGreaterThan(0);
      const summary = await note.locator("summary").innerText();
      for (const issue of expected) expect(summary).toContain(issue.rule);
      await note.locator("summary").click();
      const items = await note.locator("li").allInnerTexts();
      expect(items).toEqual(expected.map((issue) => `${issue.rule} in ${issue.component}: ${issue.why}`));
    } finally {
      await close();
    }
  });

  it("shows an entry of one theme's colours in that theme only, following a theme chosen in the page", async () => {
    expect(oneThemeOnly).toBeDefined();
    const { id, theme } = oneThemeOnly!;
    const { page, close } = await gallery.open({ serviceWorkers: "block" });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page, id);
      const note = page.getByTestId("a11y-note");
      await expect.poll(() => note.getAttribute("data-a11y-state"), { timeout: 10_000 }).toBe("passes");
      await page.locator(".toolbar__theme select").selectOption(theme);
      await expect.poll(() => note.getAttribute("data-a11y-state"), { timeout: 10_000 }).toBe("known-issues");
      await note.locator("summary").click();
      expect(await note.locator("li").allInnerTexts()).toEqual(issuesOf(id).map((issue) => `${issue.rule} in ${issue.component}: ${issue.why}`));
    } finally {
      await close();
    }
  });

  it("says a sample with no known issue passes, and loads the state only after the sample is shown", async () => {
    expect(passing in issuesBySample).toBe(false);
    const { page, close } = await gallery.open({ serviceWorkers: "block" });
    try {
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const seen = window as { galleryReadyAt?: number };
          if (seen.galleryReadyAt === undefined && document.querySelector('.sample-frame[data-sample-state="ready"]')) seen.galleryReadyAt = performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-sample-state"] });
      });
      await page.goto(gallery.site.url(`${SAMPLES}/${passing}`));
      await waitReady(page, passing);
      const note = page.getByTestId("a11y-note");
      await expect.poll(() => note.getAttribute("data-a11y-state"), { timeout: 10_000 }).toBe("passes");
      expect(await note.innerText()).toMatch(/^Accessibility: passes/);
      const started = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/a11y\.gen-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime - (window as { galleryReadyAt?: number }).galleryReadyAt!),
      );
      expect(started).toHaveLength(1);
      expect(started[0]).toBeGreaterThanOrEqual(0);
    } finally {
      await close();
    }
  });
});
