/**
 * Each sample page tells its accessibility state from the known list (generated/a11y.gen.ts): the
 * known component issues by rule, or that it passes. The state's chunk loads after the sample is shown.
 */
import { describe, expect, it } from "vitest";
import { issuesBySample, knownIssues } from "../../generated/a11y.gen";
import { SAMPLES, pickSample, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const ids = sampleIds();
const withIssues = pickSample(...ids.filter((id) => id.startsWith("layouts/stepper/")), ...ids.filter((id) => id in issuesBySample));
const passing = pickSample(...ids.filter((id) => !(id in issuesBySample)));

describe("the sample page's accessibility state", () => {
  it("lists the known component issues by rule, each with its component and why", async () => {
    const { page, close } = await gallery.open({ serviceWorkers: "block" });
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${withIssues}`));
      await waitReady(page, withIssues);
      const note = page.getByTestId("a11y-note");
      await expect.poll(() => note.getAttribute("data-a11y-state"), { timeout: 10_000 }).toBe("known-issues");
      const expected = (issuesBySample[withIssues as keyof typeof issuesBySample] ?? []).map((index) => knownIssues[index]!);
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
