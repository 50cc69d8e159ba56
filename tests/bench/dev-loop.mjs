// `gallery dev` as the bench measures it; also runnable alone: node tests/bench/dev-loop.mjs [sample id]
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `gallery dev` as an author meets it: from start to the first sample painted in Chromium, then from
 * saving the sample's file to the reloaded page showing the change (median of 5 saves).
 */
export async function devLoop(gallery, dir, id, label) {
  const { chromium } = await import("playwright-core");
  const port = 4300 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const server = spawn("node", [gallery, "dev", "--port", String(port)], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on("data", (chunk) => {
        if (process.env.BENCH_DEV_LOG) process.stderr.write(chunk);
        if (String(chunk).includes("gallery dev at")) resolve();
      });
      server.on("close", (code) => reject(new Error(`gallery dev exited ${code}`)));
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/react-demos/samples/${id}`);
    await page.locator(`.sample-frame[data-sample-id="${id}"][data-sample-state="ready"]`).waitFor({ timeout: 120_000 });
    const startSeconds = (performance.now() - started) / 1000;
    const entry = path.join(dir, "samples", id, "index.tsx");
    const original = readFileSync(entry, "utf8");
    const saves = [];
    let inPlace = 0;
    for (let i = 1; i <= 5; i++) {
      // Survives an in-place swap of the sample, not a reload of the page.
      await page.evaluate(() => (window.benchKept = true));
      const marker = `bench edit ${i}`;
      await new Promise((r) => setTimeout(r, 500));
      const saved = performance.now();
      writeFileSync(entry, original.replace(/export default function (\w+)\(\) \{/, `export const benchMarker = "${marker}";\nexport default function $1() {\n  document.title = benchMarker;`));
      await page.waitForFunction((m) => document.title === m && document.querySelector('.sample-frame[data-sample-state="ready"]'), marker, { timeout: 120_000 });
      saves.push(performance.now() - saved);
      if (await page.evaluate(() => window.benchKept === true)) inPlace++;
    }
    writeFileSync(entry, original);
    saves.sort((a, b) => a - b);
    console.log(`gallery dev, ${label}: first sample painted ${startSeconds.toFixed(1)} s after start; save to reloaded page ${Math.round(saves[2])} ms median (${saves.map(Math.round).join(", ")} ms; ${inPlace} of 5 swapped in place, the others reloaded the page)`);
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => server.on("close", resolve));
    server.kill();
    await exited;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
  const id = process.argv[2] ?? "gauges/radial-gauge/animation";
  await devLoop(path.join(root, "bin/gallery.mjs"), root, id, `the real gallery, ${id}`);
}
