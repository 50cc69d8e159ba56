import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, SAMPLES, menuLink, openAllComponents, pickSample, shellSettled, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const ACTIVE = "rgb(85, 168, 250)"; // #55a8fa
const INACTIVE = "rgb(219, 219, 219)"; // #dbdbdb
const id = pickSample("gauges/radial-gauge/animation");

/** Sample id of a menu link's href. */
const idOf = (href: string) => href.slice(`${BASE}${SAMPLES}/`.length);

/** Every link of the menu in order, with the name of its component heading. */
let menu: { id: string; control: string }[] = [];

beforeAll(async () => {
  const { page, close } = await gallery.open();
  try {
    await page.goto(gallery.site.url(SAMPLES));
    await openAllComponents(page);
    const links = await page.locator(".sidebar__link").evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href")!,
        control: (link.closest(".sidebar__component")!.querySelector(".sidebar__heading") as HTMLElement).innerText,
      })),
    );
    menu = links.map(({ href, control }) => ({ id: idOf(href), control }));
  } finally {
    await close();
  }
});

/** The heading of the component that holds `id`, found by its name so that it works while closed. */
function headingOf(page: Page, id: string) {
  const control = menu.find((entry) => entry.id === id)?.control;
  if (!control) throw new Error(`${id} has no link in the menu`);
  const exact = new RegExp(`^${control.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return page.locator(".sidebar__heading").filter({ hasText: exact });
}

/** Every link's sample id and computed colour. */
function linkColours(page: Page) {
  return page.locator(".sidebar__link").evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute("href")!, color: getComputedStyle(link).color })),
  );
}

/** The active link: one only, highlighted, and inside the side menu's visible rectangle. */
async function expectSelected(page: Page, id: string) {
  const active = page.locator(".sidebar__link--active");
  await expect(active.count()).resolves.toBe(1);
  await expect(active.getAttribute("href")).resolves.toBe(`${BASE}${SAMPLES}/${id}`);
  await expect(active.getAttribute("aria-current")).resolves.toBe("page");
  await expect(active.evaluate((link) => getComputedStyle(link).color)).resolves.toBe(ACTIVE);
  await expect(headingOf(page, id).getAttribute("aria-expanded")).resolves.toBe("true");
  const visible = await active.evaluate((link) => {
    const menu = link.closest(".sidebar")!.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    // A pixel of slack: the menu scrolls by whole pixels, the links sit at fractional ones.
    return rect.top >= menu.top - 1 && rect.bottom <= menu.bottom + 1 && rect.height > 0;
  });
  expect(visible, `the active link of ${id} is scrolled into the side menu's view`).toBe(true);
  const control = await headingOf(page, id).innerText();
  const name = await active.innerText();
  await expect(page.getByTestId("toolbar-label").innerText()).resolves.toBe(`${control} - ${name}`);
}

describe("side menu", () => {
  it("a component heading shows and hides its links", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(SAMPLES));
      await shellSettled(page);
      const headings = page.locator(".sidebar__heading");
      expect(await headings.count()).toBeGreaterThan(0);
      await expect(headings.evaluateAll((all) => all.map((h) => h.getAttribute("aria-expanded")))).resolves.toEqual(
        (await headings.all()).map(() => "false"),
      );
      await expect(page.locator(".sidebar__link").count()).resolves.toBe(0);

      const heading = headingOf(page, id);
      const links = heading.locator("xpath=following-sibling::ul").locator(".sidebar__link");
      await heading.click();
      await expect(heading.getAttribute("aria-expanded")).resolves.toBe("true");
      expect(await links.count()).toBeGreaterThan(0);
      await expect(links.first().isVisible()).resolves.toBe(true);

      await heading.click();
      await expect(heading.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(links.count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it("open lists survive a reload of the tab (as gallery dev reloads on every save)", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(SAMPLES));
      const heading = headingOf(page, id);
      await heading.click();
      await expect(heading.getAttribute("aria-expanded")).resolves.toBe("true");
      await page.reload();
      await expect(headingOf(page, id).getAttribute("aria-expanded")).resolves.toBe("true");
      await headingOf(page, id).click();
      await page.reload();
      await expect(headingOf(page, id).getAttribute("aria-expanded")).resolves.toBe("false");
    } finally {
      await close();
    }
  });

  it("a link navigates, is highlighted, and names the sample in the toolbar", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(SAMPLES));
      // Every component open, so every link's colour is checked.
      await openAllComponents(page);
      const all = await linkColours(page);
      expect(all.length).toBeGreaterThan(1);
      expect(all.every((link) => link.color === INACTIVE)).toBe(true);

      await menuLink(page, id).click();
      await waitReady(page, id);
      expect(new URL(page.url()).pathname).toBe(`${BASE}${SAMPLES}/${id}`);
      await expectSelected(page, id);
      for (const link of await linkColours(page)) {
        expect(link.color, link.href).toBe(idOf(link.href) === id ? ACTIVE : INACTIVE);
      }

      // Another link moves the highlight.
      const other = all.map((link) => idOf(link.href)).find((other) => other !== id)!;
      await menuLink(page, other).click();
      await waitReady(page, other);
      await expectSelected(page, other);
      await expect(menuLink(page, id).evaluate((link) => getComputedStyle(link).color)).resolves.toBe(INACTIVE);
    } finally {
      await close();
    }
  });

  describe("selection follows the location", () => {
    let first = "";
    let far = "";

    beforeAll(() => {
      expect(menu.length, "the menu has two links or more").toBeGreaterThan(1);
      first = menu[0]!.id;
      far = menu.at(-1)!.id;
    });

    /** A short window, so the last component of the menu is out of view until the menu scrolls. */
    const SHORT = { width: 1280, height: 360 };

    it("a deep link opens its component and scrolls its link into view", async () => {
      const { page, close } = await gallery.open(SHORT);
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${far}`));
        await waitReady(page, far);
        await expectSelected(page, far);
        const menu = await page.locator(".sidebar").evaluate((menu) => ({ top: menu.scrollTop, scrollable: menu.scrollHeight > menu.clientHeight }));
        expect(menu.scrollable, "the menu is taller than the window").toBe(true);
        expect(menu.top, "the menu scrolled down to the link").toBeGreaterThan(0);
        // Only the selected component is open.
        await expect(page.locator('.sidebar__heading[aria-expanded="true"]').count()).resolves.toBe(1);
      } finally {
        await close();
      }
    });

    it("back and forward move the selection", async () => {
      const { page, close } = await gallery.open(SHORT);
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${far}`));
        await waitReady(page, far);
        await headingOf(page, first).click();
        await menuLink(page, first).click();
        await waitReady(page, first);
        await expectSelected(page, first);
        // Close the far component and scroll the menu to the top: going back must open it and scroll again.
        await headingOf(page, far).click();
        await expect(menuLink(page, far).count()).resolves.toBe(0);
        await page.locator(".sidebar").evaluate((menu) => menu.scrollTo(0, 0));

        await page.goBack();
        await waitReady(page, far);
        expect(new URL(page.url()).pathname).toBe(`${BASE}${SAMPLES}/${far}`);
        await expectSelected(page, far);

        await page.locator(".sidebar").evaluate((menu) => menu.scrollTo(0, menu.scrollHeight));
        await page.goForward();
        await waitReady(page, first);
        expect(new URL(page.url()).pathname).toBe(`${BASE}${SAMPLES}/${first}`);
        await expectSelected(page, first);
      } finally {
        await close();
      }
    });

    it("an alias path selects the sample's link", async () => {
      const { page, close } = await gallery.open(SHORT);
      try {
        const [group, component, sample] = far.split("/");
        await page.goto(gallery.site.url(`${SAMPLES}/${group}/${component}-${sample}`));
        await waitReady(page, far);
        await expectSelected(page, far);
      } finally {
        await close();
      }
    });

    it("an alias reached by going back selects the sample's link", async () => {
      const { page, close } = await gallery.open(SHORT);
      try {
        const [group, component, sample] = far.split("/");
        await page.goto(gallery.site.url(`${SAMPLES}/${group}/${component}-${sample}`));
        await waitReady(page, far);
        await headingOf(page, first).click();
        await menuLink(page, first).click();
        await waitReady(page, first);
        await page.locator(".sidebar").evaluate((menu) => menu.scrollTo(0, 0));

        await page.goBack();
        await waitReady(page, far);
        expect(new URL(page.url()).pathname).toBe(`${BASE}${SAMPLES}/${group}/${component}-${sample}`);
        await expectSelected(page, far);
      } finally {
        await close();
      }
    });
  });
});
