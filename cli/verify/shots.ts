import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * The HTML report's pictures. A failed visit keeps the whole viewport, as the browser showed it; a
 * passing one only a thumbnail of the sample's frame. WebP from Chromium itself (the DevTools
 * protocol scales the capture, which Playwright's screenshot cannot): about 2-8 KB a thumbnail, so
 * 938 of them stay a few MB.
 */
export const SHOT = { thumbnailWidth: 320, thumbnailQuality: 55, failedQuality: 75 };

/** The file of a sample's picture in a shots folder: `inputs__button__good.failed.webp`. */
export function shotFileName(sample: string, failed: boolean): string {
  return `${sample.replaceAll("/", "__")}.${failed ? "failed" : "thumbnail"}.webp`;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the sample's frame inside the viewport, or the whole viewport when there is no frame. */
function frameClip(page: Page, frame: string, viewport: Rect): Promise<Rect> {
  return page.evaluate(
    ({ selector, viewport }) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      const x = Math.max(0, box?.left ?? 0);
      const y = Math.max(0, box?.top ?? 0);
      const right = Math.min(viewport.width, box?.right ?? viewport.width);
      const bottom = Math.min(viewport.height, box?.bottom ?? viewport.height);
      if (right - x < 16 || bottom - y < 16) return viewport;
      return { x, y, width: right - x, height: bottom - y };
    },
    { selector: frame, viewport },
  );
}

/** Writes the sample's picture into `dir`: the viewport when `failed`, else a thumbnail of its frame. */
export async function takeShot(page: Page, dir: string, sample: string, frame: string, failed: boolean): Promise<void> {
  const viewport = { x: 0, y: 0, ...(page.viewportSize() ?? { width: 1280, height: 800 }) };
  const clip = failed ? viewport : await frameClip(page, frame, viewport);
  const scale = failed ? 1 : Math.min(1, SHOT.thumbnailWidth / clip.width);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { data } = await cdp.send("Page.captureScreenshot", {
      format: "webp",
      quality: failed ? SHOT.failedQuality : SHOT.thumbnailQuality,
      clip: { ...clip, scale },
    });
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, shotFileName(sample, failed)), Buffer.from(data, "base64"));
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
