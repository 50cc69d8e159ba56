#!/usr/bin/env node
// The Controls panel on a build, for a chart sample: a control's change (the chart type, from its
// select) -> the re-rendered sample painted by the in-page runner, p50 and p95 over 20 changes, and
// the CPU the browser spent per change (p50), which a loaded machine inflates far less.
// Usage: node tests/bench/controls.mjs [dist] (default dist/; run `gallery build` first).
import path from "node:path";
import { browserCpuMs } from "./browser-cpu.mjs";
import { startServer } from "./open-samples.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.resolve(process.argv[2] ?? path.join(root, "dist"));
const sample = { id: "charts/category-chart/column-chart-single-source", property: "chartType", values: ["Line", "Area", "Column", "Point"], targetMs: 300 };
const CHANGES = 20;
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** In the page: selects `value` in the property's select and resolves with ms until the frame shows a ready render newer than the last, two frames later (painted). */
function timeChange({ id, property, value }) {
  const frame = document.querySelector(`.sample-frame[data-sample-id="${id}"]`);
  const after = Number(frame.getAttribute("data-live") ?? 0);
  const select = document.querySelector(`.controls [data-property="${property}"] select`);
  return new Promise((resolve) => {
    const start = performance.now();
    const check = () => {
      if (Number(frame.getAttribute("data-live") ?? 0) > after && frame.getAttribute("data-sample-state") === "ready") {
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(frame, { attributes: true });
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

const { chromium } = await import("playwright-core");
const { server, origin } = await startServer(path.join(root, "bin/gallery.mjs"), dist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/react-demos/samples/${sample.id}?panel=controls`);
  await page.waitForSelector('.controls[data-controls-state="ready"]', { timeout: 60_000 });
  // The first change loads the runner's package scope: it is the panel's warm-up, not a measure.
  await page.evaluate(timeChange, { id: sample.id, property: sample.property, value: "Spline" });
  const times = [];
  const cpu = [];
  for (let i = 0; i < CHANGES; i++) {
    const cpuBefore = browserCpuMs();
    times.push(await page.evaluate(timeChange, { id: sample.id, property: sample.property, value: sample.values[i % sample.values.length] }));
    if (cpuBefore !== undefined) cpu.push(browserCpuMs() - cpuBefore);
  }
  const p50 = percentile(times, 50);
  const verdict = p50 <= sample.targetMs ? "met" : "missed";
  console.log(
    `chart ${sample.id}: control change -> painted p50 ${Math.round(p50)} ms (target ${sample.targetMs}: ${verdict}), p95 ${Math.round(percentile(times, 95))} ms ` +
      `(${CHANGES} changes of ${sample.property}, a select runs at once, with no debounce)` +
      (cpu.length > 0 ? `; browser CPU per change p50 ${Math.round(percentile(cpu, 50))} ms` : ""),
  );
} finally {
  await browser.close();
  server.kill();
}
