import { errors, type Page } from "playwright-core";
import { decodePng, type Pixels } from "./png-pixels";

/** Where a canvas drew a line of text, in page pixels (CSS), and its font size there. */
export interface TextBox {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  size: number;
}

export interface TextContrast {
  ratio: number;
  background: string;
  colour: string;
}

/** WCAG's minimum for text (AA): 4.5:1, or 3:1 from 18 px (axe's "large" text starts at 18.66 px bold or 24 px). */
export const minimumContrast = (size: number) => (size >= 18 ? 3 : 4.5);

/**
 * Runs in the page before its scripts (an init script): every `fillText` on a canvas leaves the box
 * the text covers, in the canvas's own pixels, under the text and its place (a redraw of the same
 * label replaces it), with the time it was drawn, so the check can keep the last frame's labels;
 * a `clearRect` over a box removes it, and a resize of the canvas all of them.
 * Axe cannot see text painted on a canvas; this is how the theme check finds it.
 */
export function recordCanvasText(): void {
  type Drawn = { text: string; left: number; top: number; right: number; bottom: number; size: number; at: number };
  const drawn = new WeakMap<HTMLCanvasElement, Map<string, Drawn>>();
  const sizes = new WeakMap<HTMLCanvasElement, string>();
  (window as unknown as { __galleryCanvasText: (canvas: HTMLCanvasElement) => Drawn[] }).__galleryCanvasText = (canvas) => [...(drawn.get(canvas)?.values() ?? [])];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof fillText>) {
    fillText.apply(this, args);
    const [text, x, y] = args;
    const canvas = this.canvas;
    if (!(canvas instanceof HTMLCanvasElement) || !text.trim()) return;
    // Text drawn wholly transparent (a chart's hidden copies of its labels) shows nothing to read.
    const style = this.fillStyle;
    if (this.globalAlpha === 0 || (typeof style === "string" && /^rgba\(.*,\s*0(\.0*)?\)$|^transparent$/.test(style))) return;
    const metrics = this.measureText(text);
    const m = this.getTransform();
    const xs = [x - metrics.actualBoundingBoxLeft, x + metrics.actualBoundingBoxRight];
    const ys = [y - metrics.actualBoundingBoxAscent, y + metrics.actualBoundingBoxDescent];
    const corners = xs.flatMap((cx) => ys.map((cy) => [m.a * cx + m.c * cy + m.e, m.b * cx + m.d * cy + m.f] as const));
    const size = parseFloat(/([\d.]+)px/.exec(this.font)?.[1] ?? "0") * Math.hypot(m.a, m.b);
    const box = {
      text,
      left: Math.min(...corners.map((c) => c[0])),
      top: Math.min(...corners.map((c) => c[1])),
      right: Math.max(...corners.map((c) => c[0])),
      bottom: Math.max(...corners.map((c) => c[1])),
      size,
      at: performance.now(),
    };
    let boxes = drawn.get(canvas);
    if (!boxes) drawn.set(canvas, (boxes = new Map()));
    // Resizing a canvas wipes it without a clearRect: what it drew at its old size is gone.
    const dimensions = `${canvas.width}x${canvas.height}`;
    if (sizes.get(canvas) !== dimensions) boxes.clear();
    sizes.set(canvas, dimensions);
    const key = `${text}@${Math.round(box.left)},${Math.round(box.top)}`;
    boxes.delete(key);
    boxes.set(key, box);
    if (boxes.size > 400) boxes.delete(boxes.keys().next().value!);
  };
  // A canvas that never stops drawing (a live feed) moves its labels between the record of where they
  // are and the screenshot: the check holds the page's animation frames, where the components draw,
  // while it reads them.
  const requestFrame = window.requestAnimationFrame.bind(window);
  const held: FrameRequestCallback[] = [];
  let holding = false;
  window.requestAnimationFrame = (callback) => {
    if (!holding) return requestFrame(callback);
    held.push(callback);
    return 0;
  };
  (window as unknown as { __galleryHoldFrames: (hold: boolean) => void }).__galleryHoldFrames = (hold) => {
    holding = hold;
    if (!hold) for (const callback of held.splice(0)) requestFrame(callback);
  };
  // Text a later clearRect wipes is no longer shown: its boxes go.
  const clearRect = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof clearRect>) {
    clearRect.apply(this, args);
    const boxes = this.canvas instanceof HTMLCanvasElement ? drawn.get(this.canvas) : undefined;
    if (!boxes) return;
    const [x, y, w, h] = args;
    const m = this.getTransform();
    const xs = [x, x + w].flatMap((cx) => [y, y + h].map((cy) => m.a * cx + m.c * cy + m.e));
    const ys = [x, x + w].flatMap((cx) => [y, y + h].map((cy) => m.b * cx + m.d * cy + m.f));
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    for (const [key, box] of boxes) {
      if (box.left < right && box.right > left && box.top < bottom && box.bottom > top) boxes.delete(key);
    }
  };
}

/**
 * Components that paint canvas text in colours of their own that no property, custom property or
 * theme reaches, the same in every theme: the spreadsheet's headers (its selected cell's row and
 * column in Excel green on grey, 3.9:1). Like text inside a shadow tree, theirs is not the sample's.
 */
export const OWN_INK_COMPONENTS = [".ig-spreadsheet"];

/**
 * Runs in the page. The text of the last frame of each canvas in the sample (drawn within 250 ms of
 * its last text, and not drawn over by a later label), in page pixels, wholly inside the viewport:
 * what a screenshot can show. Canvases inside a `skip` component are left out.
 */
function canvasTextBoxes({ frame, skip }: { frame: string; skip: string }): TextBox[] {
  type Drawn = { text: string; left: number; top: number; right: number; bottom: number; size: number; at: number };
  const read = (window as unknown as { __galleryCanvasText?: (canvas: HTMLCanvasElement) => Drawn[] }).__galleryCanvasText;
  const host = document.querySelector(frame);
  if (!read || !host) return [];
  // Every label of the last frames, in page pixels, in painting order: canvas by canvas as the
  // document stacks them, each canvas's labels as they were drawn.
  const painted: TextBox[] = [];
  for (const canvas of host.querySelectorAll("canvas")) {
    if (canvas.closest(skip)) continue;
    const rect = canvas.getBoundingClientRect();
    if (!canvas.width || !canvas.height || !rect.width || !rect.height || !canvas.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const drawn = read(canvas);
    const last = Math.max(...drawn.map((d) => d.at));
    const [sx, sy] = [rect.width / canvas.width, rect.height / canvas.height];
    for (const d of drawn) {
      if (d.at < last - 250) continue;
      const box = { text: d.text, left: rect.left + d.left * sx, top: rect.top + d.top * sy, width: (d.right - d.left) * sx, height: (d.bottom - d.top) * sy, size: d.size * sy };
      const inside = box.left >= rect.left && box.top >= rect.top && box.left + box.width <= rect.right && box.top + box.height <= rect.bottom;
      if (inside) painted.push(box);
    }
  }
  // A label painted over later by another (an axis label under a final value badge, on the same
  // canvas or one stacked above it) is covered by that one's backing: not shown, not read. A badge's
  // backing reaches above and below its text by its padding, taken as half the text's height (not
  // sideways, where the next label on an axis may sit close).
  const overlap = (a: TextBox, b: TextBox) => {
    const pad = b.height / 2;
    return a.left < b.left + b.width - 1 && a.left + a.width > b.left + 1 && a.top < b.top + b.height + pad && a.top + a.height > b.top - pad;
  };
  return painted.filter((box, index) => {
    const shown = box.left >= 0 && box.top >= 0 && box.left + box.width <= innerWidth && box.top + box.height <= innerHeight;
    return shown && box.width >= 3 && box.height >= 3 && !painted.slice(index + 1).some((later) => overlap(box, later));
  });
}

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The contrast of the text in `box` (of a screenshot whose top left is `origin`), from its pixels:
 * the background is the colour most pixels of the box (grown by 2 px) have, the text's colour the
 * pixel that differs most from it (the core of a glyph, past its anti-aliased edge).
 */
export function textContrast(shot: Pixels, origin: { x: number; y: number }, box: TextBox): TextContrast {
  const left = Math.max(0, Math.floor(box.left - origin.x) - 2);
  const top = Math.max(0, Math.floor(box.top - origin.y) - 2);
  const right = Math.min(shot.width, Math.ceil(box.left + box.width - origin.x) + 2);
  const bottom = Math.min(shot.height, Math.ceil(box.top + box.height - origin.y) + 2);
  const counts = new Map<number, number>();
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * shot.width + x) * 4;
      const rgb = (shot.rgba[at]! << 16) | (shot.rgba[at + 1]! << 8) | shot.rgba[at + 2]!;
      counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
    }
  }
  let background = 0;
  let most = -1;
  for (const [rgb, count] of counts) if (count > most) [background, most] = [rgb, count];
  const lum = (rgb: number) => luminance(rgb >> 16, (rgb >> 8) & 255, rgb & 255);
  const backgroundLum = lum(background);
  let colour = background;
  let ratio = 1;
  for (const rgb of counts.keys()) {
    const r = ratioOf(lum(rgb), backgroundLum);
    if (r > ratio) [colour, ratio] = [rgb, r];
  }
  const css = (rgb: number) => `rgb(${rgb >> 16}, ${(rgb >> 8) & 255}, ${rgb & 255})`;
  return { ratio: Math.round(ratio * 100) / 100, background: css(background), colour: css(colour) };
}

export interface MeasuredText extends TextContrast {
  text: string;
  /** Where it is drawn, in page pixels. */
  left: number;
  top: number;
  /** The WCAG minimum for its size. */
  needs: number;
}

/**
 * How long the canvases must draw no text before their labels count as final, how long to wait for
 * that at most, and for canvases that never stop: how many readings, how far apart.
 */
export const CANVAS_QUIET = { quietMs: 300, limitMs: 4000, readings: 3, apartMs: 250, holdMs: 60 };

/**
 * Runs in the page: whether no canvas of the sample has drawn text for `quietMs`. A chart that
 * animates its labels in (a fade from the background's colour) is measured once it has finished,
 * whatever the machine's load made of the animation's frames.
 */
function canvasesQuiet({ frame, quietMs }: { frame: string; quietMs: number }): boolean {
  const read = (window as unknown as { __galleryCanvasText?: (canvas: HTMLCanvasElement) => { at: number }[] }).__galleryCanvasText;
  const host = document.querySelector(frame);
  if (!read || !host) return true;
  const last = Math.max(0, ...[...host.querySelectorAll("canvas")].flatMap((canvas) => read(canvas).map((d) => d.at)));
  return performance.now() - last >= quietMs;
}

/** Waits until the sample's canvases have drawn no text for a while; false when they never stopped within the limit. */
async function canvasesSettled(page: Page, frame: string): Promise<boolean> {
  try {
    await page.waitForFunction(canvasesQuiet, { frame, quietMs: CANVAS_QUIET.quietMs }, { polling: 100, timeout: CANVAS_QUIET.limitMs });
    return true;
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
}

/**
 * The canvas text shown now, with its contrast read from one screenshot, and how many labels moved
 * while it was taken. The boxes are read again after the screenshot: a label whose place on the page
 * changed in between (charts/data-chart/stacked-100-area-chart under load: "2014" judged 30 px below
 * where the screenshot showed it) is not judged by this screenshot.
 */
async function measureNow(page: Page, frame: string): Promise<{ texts: MeasuredText[]; moved: number }> {
  const read = () => page.evaluate(canvasTextBoxes, { frame, skip: OWN_INK_COMPONENTS.join(", ") });
  const boxes = await read();
  if (boxes.length === 0) return { texts: [], moved: 0 };
  const x = Math.floor(Math.min(...boxes.map((b) => b.left)));
  const y = Math.floor(Math.min(...boxes.map((b) => b.top)));
  const width = Math.ceil(Math.max(...boxes.map((b) => b.left + b.width))) - x;
  const height = Math.ceil(Math.max(...boxes.map((b) => b.top + b.height))) - y;
  const shot = decodePng(await page.screenshot({ clip: { x, y, width, height }, scale: "css", animations: "disabled" }));
  const after = new Set((await read()).map(boxKey));
  const stayed = boxes.filter((box) => after.has(boxKey(box)));
  const texts = stayed.map((box) => ({ text: box.text, left: box.left, top: box.top, needs: minimumContrast(box.size), ...textContrast(shot, { x, y }, box) }));
  return { texts, moved: boxes.length - stayed.length };
}

/** Where a label is drawn, to the pixel: the same key in two records is the same label in the same place. */
const boxKey = (box: { text: string; left: number; top: number }) => `${box.text}@${Math.round(box.left)},${Math.round(box.top)}`;

/**
 * Every line of text the sample's canvases show in the viewport, with its measured contrast, once
 * they have stopped drawing. A sample that never stops (a live feed redrawing every few frames) is
 * read with its animation frames held, three times; a reading judges only the labels that stayed in
 * place around its screenshot, and each text keeps its best reading, so only text that fails every
 * time counts.
 */
export async function canvasTextContrasts(page: Page, frame: string): Promise<MeasuredText[]> {
  if (await canvasesSettled(page, frame)) {
    // A layout that moved the labels while the screenshot was taken has ended by the next one.
    const first = await measureNow(page, frame);
    return first.moved > 0 ? (await measureNow(page, frame)).texts : first.texts;
  }
  const hold = (on: boolean) => page.evaluate((on) => (window as unknown as { __galleryHoldFrames?: (hold: boolean) => void }).__galleryHoldFrames?.(on), on);
  const best = new Map<string, MeasuredText>();
  for (let reading = 0; reading < CANVAS_QUIET.readings; reading++) {
    if (reading > 0) await page.waitForTimeout(CANVAS_QUIET.apartMs);
    // A frame already requested draws before the hold takes effect; the reading waits it out.
    await hold(true);
    await page.waitForTimeout(CANVAS_QUIET.holdMs);
    const before = await page.evaluate(canvasTextBoxes, { frame, skip: OWN_INK_COMPONENTS.join(", ") });
    const readings = await measureNow(page, frame).finally(() => hold(false));
    // A label drawn elsewhere between the two records moved while the screenshot was taken: its box
    // may hold anything, so this reading does not judge it.
    const stayed = new Set(before.map(boxKey));
    for (const found of readings.texts.filter((reading) => stayed.has(boxKey(reading)))) {
      const known = best.get(found.text);
      if (!known || found.ratio - found.needs > known.ratio - known.needs) best.set(found.text, found);
    }
  }
  return [...best.values()];
}

/**
 * The canvas text of a ready sample that fails WCAG's contrast minimum against what is painted
 * behind it, one line per background and colour: `12 canvas texts ("2014", "2015", …): … at 1.9:1`.
 */
export async function canvasContrastFailures(page: Page, frame: string): Promise<string[]> {
  const failing = new Map<string, { texts: string[]; ratio: number; needs: number }>();
  for (const found of await canvasTextContrasts(page, frame)) {
    if (found.ratio >= found.needs) continue;
    const key = `${found.colour} on ${found.background}`;
    const entry = failing.get(key) ?? { texts: [], ratio: found.ratio, needs: found.needs };
    entry.texts.push(found.text);
    entry.ratio = Math.min(entry.ratio, found.ratio);
    failing.set(key, entry);
  }
  return [...failing].map(([colours, { texts, ratio, needs }]) => {
    const named = texts.slice(0, 3).map((t) => JSON.stringify(t.slice(0, 30))).join(", ") + (texts.length > 3 ? ", …" : "");
    return `${texts.length} canvas text${texts.length === 1 ? "" : "s"} (${named}): ${colours} at ${ratio}:1, needs ${needs}:1`;
  });
}
