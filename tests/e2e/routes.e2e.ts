import { describe, expect, it } from "vitest";
import { BASE, SAMPLES, galleryConfig, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const id = pickSample("gauges/radial-gauge/animation");
const [group, component, sample] = id.split("/") as [string, string, string];

/** A fresh page at `relative` (a path under the base). */
async function visit(relative: string) {
  const watched = await gallery.open();
  await watched.page.goto(gallery.site.url(relative));
  return watched;
}

describe("sample routes", () => {
  const forms = {
    grouped: `${SAMPLES}/${group}/${component}/${sample}`,
    alias: `${SAMPLES}/${group}/${component}-${sample}`,
    "embed grouped": `${group}/${component}/${sample}`,
    "embed alias": `${group}/${component}-${sample}`,
    "any case": `${SAMPLES}/${capitalize(group)}/${capitalize(component)}/${sample.toUpperCase()}`,
    "any case, embed alias": `${group.toUpperCase()}/${capitalize(component)}-${capitalize(sample)}`,
    "trailing slash": `${SAMPLES}/${group}/${component}/${sample}/`,
  };
  for (const [form, relative] of Object.entries(forms)) {
    it(`${form}: /${relative} shows ${id}, ready`, async () => {
      const { page, close } = await visit(relative);
      try {
        await waitReady(page);
        await expect(page.locator(".sample-frame").getAttribute("data-sample-id")).resolves.toBe(id);
        await expect(page.locator('[data-page="not-found"]').count()).resolves.toBe(0);
      } finally {
        await close();
      }
    });
  }
});

describe("pages", () => {
  it("the root shows the empty page beside the side menu", async () => {
    const { page, close } = await visit("");
    try {
      await page.locator('[data-page="empty"]').waitFor();
      await expect(page.locator('[data-page="empty"]').innerText()).resolves.toBe("");
      // The menu mounts once the page has settled (shell/routing/sample-first.ts).
      await page.locator(".sidebar").waitFor();
      await expect(page.locator(".sample-frame").count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it("the base path without its slash redirects to the root", async () => {
    const { page, close } = await visit("");
    try {
      await page.goto(gallery.site.origin + BASE.replace(/\/$/, ""));
      await page.locator('[data-page="empty"]').waitFor();
      expect(new URL(page.url()).pathname).toBe(BASE);
    } finally {
      await close();
    }
  });

  it(`/${SAMPLES} asks to select a sample`, async () => {
    const { page, close } = await visit(SAMPLES);
    try {
      const select = page.locator('[data-page="select-sample"]');
      await select.waitFor();
      await expect(select.innerText()).resolves.toContain("Please select a sample");
      // The menu mounts once the page has settled (shell/routing/sample-first.ts).
      await page.locator(".sidebar").waitFor();
    } finally {
      await close();
    }
  });

  it("an unknown path shows the fallback with a link to the samples and the closest sample first", async () => {
    const real = `/${group}/${component}/${sample}`;
    const typo = real.slice(0, -2) + real.slice(-1); // one letter dropped
    const { page, close } = await visit(SAMPLES + typo);
    try {
      const notFound = page.locator('[data-page="not-found"]');
      await notFound.waitFor();
      await expect(notFound.locator(`a[href="${BASE}${SAMPLES}"]`).count()).resolves.toBe(1);
      const suggestions = notFound.locator("li a");
      expect(await suggestions.count()).toBeGreaterThan(0);
      await expect(suggestions.first().innerText()).resolves.toBe(real);
      await expect(suggestions.first().getAttribute("href")).resolves.toBe(`${BASE}${SAMPLES}${real}`);

      await suggestions.first().click();
      await waitReady(page);
      expect(new URL(page.url()).pathname).toBe(`${BASE}${SAMPLES}${real}`);
    } finally {
      await close();
    }
  });

  it("an unknown embed path shows the fallback too, without the menu", async () => {
    const { page, close } = await visit("no/such/page-here");
    try {
      await page.locator('[data-page="not-found"]').waitFor();
      await expect(page.locator(".sidebar").count()).resolves.toBe(0);
      await expect(page.locator('[data-page="not-found"] li a').count()).resolves.toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  for (const relative of ["coming-soon", `${SAMPLES}/coming-soon`]) {
    it(`/${relative} says the sample is coming soon and links to the full site`, async () => {
      const { page, close } = await visit(relative);
      try {
        const soon = page.locator('[data-page="coming-soon"]');
        await soon.waitFor();
        const text = await soon.innerText();
        expect(text).toContain("Coming Soon...");
        expect(text).toContain("This example is under development. We are almost done!");
        await expect(soon.locator(`a[href="${galleryConfig.comingSoonUrl}"]`).count()).resolves.toBe(1);
      } finally {
        await close();
      }
    });
  }
});

function capitalize(slug: string): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("-");
}
