import { describe, expect, it } from "vitest";
import { BASE, SAMPLES, useGallery } from "./support/site";

// A group's and a component's page, under both route forms, with a trailing slash and in upper case;
// a path that extends a sample lands on that sample; the served status codes of known and unknown paths.

const gallery = useGallery();
const GROUP = "charts";
const COMPONENT = "category-chart";

async function visit(relative: string) {
  const watched = await gallery.open();
  const response = await watched.page.goto(gallery.site.url(relative));
  return { ...watched, response };
}

describe("group pages", () => {
  for (const relative of [`${SAMPLES}/${GROUP}`, `${GROUP}`, `${SAMPLES}/${GROUP}/`, `${SAMPLES.toUpperCase()}/${GROUP.toUpperCase()}`]) {
    it(`/${relative} lists the group's components, each with its samples, overview first`, async () => {
      const { page, close } = await visit(relative);
      try {
        await page.locator('[data-page="group"]').waitFor({ timeout: 30_000 });
        await expect(page.locator('[data-page="group"] h1').innerText()).resolves.toBe("Charts");
        await expect(page.locator(`[data-component="${COMPONENT}"] li`).first().getAttribute("data-sample")).resolves.toBe(`${GROUP}/${COMPONENT}/overview`);
        expect(await page.locator("[data-component]").count()).toBeGreaterThan(5);
        // The home's view narrowed to the group: its cards and its filter, which narrows further.
        await page.locator('[data-page="group"] .home--narrowed input[type="search"]').fill("category-chart");
        await expect.poll(() => page.locator("[data-component]").count()).toBe(1);
        await expect.poll(() => page.title()).toBe("Charts | Ignite UI for React samples");
      } finally {
        await close();
      }
    });
  }
});

describe("component pages", () => {
  for (const relative of [`${SAMPLES}/${GROUP}/${COMPONENT}`, `${GROUP}/${COMPONENT}/`, `${SAMPLES}/Charts/Category-Chart/`]) {
    it(`/${relative} lists the component's samples, overview first, one line each with its description`, async () => {
      const { page, close } = await visit(relative);
      try {
        await page.locator('[data-page="component"]').waitFor({ timeout: 30_000 });
        await expect(page.locator('[data-page="component"] h1').innerText()).resolves.toBe("Category Chart");
        const first = page.locator("[data-sample]").first();
        await expect(first.getAttribute("data-sample")).resolves.toBe(`${GROUP}/${COMPONENT}/overview`);
        // The description follows the name once the component's details have loaded.
        await expect.poll(() => first.innerText()).toMatch(/^Overview: .{10,}/);
        await expect.poll(() => page.title()).toBe("Category Chart - Charts | Ignite UI for React samples");
        await expect(page.locator('[data-page="component"] nav[aria-label="Breadcrumb"] a').allInnerTexts()).resolves.toEqual(["All samples", "Charts"]);
        await first.locator("a").click();
        await page.waitForURL(`**${BASE}${SAMPLES}/${GROUP}/${COMPONENT}/overview`);
      } finally {
        await close();
      }
    });
  }
});

describe("a path that extends a sample", () => {
  for (const [relative, target] of [
    [`${SAMPLES}/${GROUP}/${COMPONENT}/overview/extra`, `${SAMPLES}/${GROUP}/${COMPONENT}/overview`],
    [`${GROUP}/${COMPONENT}-overview/extra/`, `${GROUP}/${COMPONENT}/overview`],
  ] as const) {
    it(`/${relative} redirects to /${target}`, async () => {
      const { page, close } = await visit(relative);
      try {
        await page.waitForURL(`**${BASE}${target}`, { timeout: 30_000 });
        await page.locator(".sample-frame").waitFor();
        await expect(page.locator(".sample-frame").getAttribute("data-sample-id")).resolves.toBe(`${GROUP}/${COMPONENT}/overview`);
      } finally {
        await close();
      }
    });
  }
});

describe("served status codes", () => {
  it("every real route answers 200; an unknown path 404 with the not-found page", async () => {
    const status = async (relative: string) => (await fetch(gallery.site.url(relative), { redirect: "manual" })).status;
    for (const known of ["", SAMPLES, `${SAMPLES}/${GROUP}`, `${SAMPLES}/${GROUP}/`, GROUP, `${SAMPLES}/${GROUP}/${COMPONENT}`, `${GROUP}/${COMPONENT}`, `${SAMPLES}/${GROUP}/${COMPONENT}/overview`, `${GROUP}/${COMPONENT}-overview`]) {
      expect(await status(known), known).toBe(200);
    }
    for (const unknown of [`${SAMPLES}/no/such-sample/here`, `${SAMPLES}/nothing`, `${SAMPLES}/${GROUP}/${COMPONENT}/overview/extra`]) {
      const response = await fetch(gallery.site.url(unknown));
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  it("an upper-case sample path answers 404, as nginx does, and the shell still opens the sample", async () => {
    const id = `${GROUP}/${COMPONENT}/overview`;
    const { page, response, close } = await visit(`${SAMPLES}/${id}`.toUpperCase());
    try {
      expect(response?.status()).toBe(404);
      await page.locator(`.sample-frame[data-sample-id="${id}"]`).waitFor({ timeout: 30_000 });
    } finally {
      await close();
    }
  });

  it("the not-found page's 404 still opens the shell's not-found page", async () => {
    const { page, response, close } = await visit(`${SAMPLES}/no/such-sample/here`);
    try {
      expect(response?.status()).toBe(404);
      await page.locator('[data-page="not-found"]').waitFor({ timeout: 30_000 });
    } finally {
      await close();
    }
  });
});
