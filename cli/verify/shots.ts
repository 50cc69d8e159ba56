import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * The HTML report's pictures: a thumbnail of the sample's frame for every sample, and for a failed
 * visit the whole viewport too, as the browser showed it. WebP from Chromium itself (the DevTools
 * protocol scales the capture, which Playwright's screenshot cannot): 2-9 KB a thumbnail, 20-80 KB
 * a viewport, measured over 40 samples.
 */
export const SHOT = { thumbnailWidth: 320, thumbnailQuality: 55, failedQuality: 75 };

export type ShotKind = "thumbnail" | "viewport";

/** The file of a sample's picture in a shots folder: `inputs__button__good.thumbnail.webp`. */
export function shotFileName(sample: string, kind: ShotKind): string {
  return `${sample.replaceAll("/", "__")}.${kind}.webp`;
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

async function capture(page: Page, clip: Rect & { scale: number }, quality: number): Promise<Buffer> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { data } = await cdp.send("Page.captureScreenshot", { format: "webp", quality, clip });
    return Buffer.from(data, "base64");
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Writes the sample's thumbnail into `dir`, and the whole viewport too when the visit `failed`. */
export async function takeShot(page: Page, dir: string, sample: string, frame: string, failed: boolean): Promise<void> {
  const viewport = { x: 0, y: 0, ...(page.viewportSize() ?? { width: 1280, height: 800 }) };
  const clip = await frameClip(page, frame, viewport);
  const thumbnail = await capture(page, { ...clip, scale: Math.min(1, SHOT.thumbnailWidth / clip.width) }, SHOT.thumbnailQuality);
  const whole = failed ? await capture(page, { ...viewport, scale: 1 }, SHOT.failedQuality) : undefined;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, shotFileName(sample, "thumbnail")), thumbnail);
  if (whole) await writeFile(path.join(dir, shotFileName(sample, "viewport")), whole);
}
