#!/usr/bin/env node
// The Edit panel on a build, for a chart and a grid sample: Edit click -> editor ready and the
// sample rendered by the in-page runner (cold: a fresh browser context; warm: closed and opened again
// in the same page), and keystroke -> re-rendered sample painted (p50, p95 over 20 keystrokes).
// Usage: node tests/bench/live-edit.mjs [dist] (default dist/; run `gallery build` first).
import path from "node:path";
import { startServer } from "./open-samples.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.resolve(process.argv[2] ?? path.join(root, "dist"));
const samples = [
  { id: "charts/category-chart/overview", label: "chart", targetReadyMs: 1000, targetPaintMs: 300 },
  { id: "grids/grid/overview", label: "grid", targetReadyMs: 1000 },
];
const KEYSTROKES = 20;
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** In the page: resolves with the time the frame next reports a ready render newer than `after` (2 frames after commit: painted). */
function nextLiveReady(id, after) {
  return new Promise((resolve) => {
    const frame = document.querySelector(`.sample-frame[data-sample-id="${id}"]`);
    const check = () => {
      if (Number(frame.getAttribute("data-live") ?? 0) > after && frame.getAttribute("data-sample-state") === "ready") {
        observer.disconnect();
        resolve(performance.now());
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(frame, { attributes: true });
    check();
  });
}

/** Clicks Edit in the page and returns ms until the editor is shown and the runner's render is painted. */
async function timeEdit(page, id) {
  const version = Number((await page.getAttribute(`.sample-frame[data-sample-id="${id}"]`, "data-live")) ?? 0);
  const elapsed = page.evaluate(
    async ({ id, version, nextLiveReady }) => {
      const ready = new Function(`return (${nextLiveReady})`)()(id, version);
      const start = performance.now();
      document.querySelector('.toolbar button[data-panel="edit"]').click();
      const end = await ready;
      while (!document.querySelector('.edit-panel[data-edit-state="ready"] .cm-editor')) await new Promise((r) => requestAnimationFrame(r));
      return Math.max(end, performance.now()) - start;
    },
    { id, version, nextLiveReady: nextLiveReady.toString() },
  );
  return elapsed;
}

async function closeEdit(page) {
  await page.click('.toolbar button[data-panel="edit"]');
  await page.waitForSelector(".edit-panel", { state: "detached" });
}

/** One keystroke in the editor; ms from its keydown to the re-rendered sample painted. */
async function timeKeystroke(page, id, key) {
  const version = Number(await page.getAttribute(`.sample-frame[data-sample-id="${id}"]`, "data-live"));
  await page.evaluate(
    ({ id, version, nextLiveReady }) => {
      const target = window;
      target.__keydownAt = undefined;
      document.addEventListener("keydown", (event) => (target.__keydownAt = event.timeStamp), { capture: true, once: true });
      target.__painted = new Function(`return (${nextLiveReady})`)()(id, version);
    },
    { id, version, nextLiveReady: nextLiveReady.toString() },
  );
  await page.keyboard.press(key);
  return page.evaluate(async () => (await window.__painted) - window.__keydownAt);
}

const { chromium } = await import("playwright-core");
const { server, origin } = await startServer(path.join(root, "bin/gallery.mjs"), dist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
try {
  for (const sample of samples) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}/react-demos/samples/${sample.id}`);
    await page.waitForSelector(`.sample-frame[data-sample-id="${sample.id}"][data-sample-state="ready"]`, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const cold = await timeEdit(page, sample.id);
    await closeEdit(page);
    await page.waitForSelector(`.sample-frame[data-sample-id="${sample.id}"][data-sample-state="ready"]:not([data-live])`);
    const warm = await timeEdit(page, sample.id);
    // The caret at the end of the first line; a space typed, then taken back: every key changes the code.
    await page.click(".edit-panel .cm-line >> nth=0");
    await page.keyboard.press("End");
    const paints = [];
    for (let i = 0; i < KEYSTROKES; i++) paints.push(await timeKeystroke(page, sample.id, i % 2 === 0 ? "Space" : "Backspace"));
    const p50 = percentile(paints, 50);
    const p95 = percentile(paints, 95);
    const verdict = (ms, target) => (target === undefined ? "" : ms <= target ? ` (target ${target}: met)` : ` (target ${target}: missed)`);
    console.log(
      `${sample.label.padEnd(6)} ${sample.id}: Edit -> ready cold ${Math.round(cold)} ms${verdict(cold, sample.targetReadyMs)}, warm ${Math.round(warm)} ms; ` +
        `keystroke -> painted p50 ${Math.round(p50)} ms${verdict(p50, sample.targetPaintMs)}, p95 ${Math.round(p95)} ms (${KEYSTROKES} keys, each including the panel's typing debounce)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
