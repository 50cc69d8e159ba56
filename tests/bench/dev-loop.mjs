// `gallery dev` as the bench measures it; also runnable alone: node tests/bench/dev-loop.mjs [sample id]
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `gallery dev` as an author meets it: from start to the first sample painted in Chromium, then from
 * saving the sample's file to the reloaded page showing the change (median of 5 saves).
 */
/** `edits`: "sample" times saves of the sample's own file; "all" also a _shared/ file and a shell file. */
export async function devLoop(gallery, dir, id, label, edits = "sample") {
  const { chromium } = await import("playwright-core");
  const started = performance.now();
  const server = spawn("node", [gallery, "dev", "--port", "0"], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    // Port 0: the system picks a free one, which the server prints in its URL.
    const origin = await new Promise((resolve, reject) => {
      server.stdout.on("data", (chunk) => {
        if (process.env.BENCH_DEV_LOG) process.stderr.write(chunk);
        const url = /gallery dev at (http:\/\/[^/\s]+)/.exec(String(chunk))?.[1];
        if (url) resolve(url);
      });
      server.on("close", (code) => reject(new Error(`gallery dev exited ${code}`)));
    });
    const page = await browser.newPage();
    await page.goto(`${origin}/react-demos/samples/${id}`, { timeout: 300_000 });
    await page.locator(`.sample-frame[data-sample-id="${id}"][data-sample-state="ready"]`).waitFor({ timeout: 120_000 });
    const startSeconds = (performance.now() - started) / 1000;
    // CPU seconds of the server and its esbuild until then: a figure a loaded machine does not stretch.
    const startCpu = treeCpuSeconds(server.pid);
    const entry = path.join(dir, "samples", id, "index.tsx");
    const original = readFileSync(entry, "utf8");
    const ready = '.sample-frame[data-sample-state="ready"]';
    /** Five saves of `file`, each written by `write(marker)`; the page shows the change when `shows(marker)` holds. */
    const measure = async (file, write, shows) => {
      const before = readFileSync(file, "utf8");
      const saves = [];
      let inPlace = 0;
      for (let i = 1; i <= 5; i++) {
        // Survives an in-place swap of the sample, not a reload of the page.
        await page.evaluate(() => (window.benchKept = true));
        const marker = `bench edit ${i}`;
        await new Promise((r) => setTimeout(r, 500));
        const saved = performance.now();
        writeFileSync(file, write(before, marker));
        await page.waitForFunction(shows, { marker, ready }, { timeout: 120_000 });
        saves.push(performance.now() - saved);
        if (await page.evaluate(() => window.benchKept === true)) inPlace++;
      }
      writeFileSync(file, before);
      saves.sort((a, b) => a - b);
      return `${Math.round(saves[2])} ms median (${saves.map(Math.round).join(", ")} ms; ${inPlace} of 5 swapped in place, the others reloaded the page)`;
    };
    const setsTitle = (text, marker) =>
      text.replace(/export default function (\w+)\(\) \{/, `export const benchMarker = "${marker}";\nexport default function $1() {\n  document.title = benchMarker;`);
    const titleShown = ({ marker, ready }) => document.title === marker && document.querySelector(ready);
    const results = [`save of the sample's index.tsx to the change on the page ${await measure(entry, setsTitle, titleShown)}`];
    if (edits === "all") {
      // A _shared/ file the sample imports (written for the bench, removed after it).
      const shared = path.join(dir, "samples/_shared/bench-marker.ts");
      mkdirSync(path.dirname(shared), { recursive: true });
      writeFileSync(shared, 'export const benchShared = "start";\n');
      const relative = path.relative(path.dirname(entry), shared).replace(/\.ts$/, "");
      writeFileSync(entry, `import { benchShared } from "${relative}";\n${original.replace(/export default function (\w+)\(\) \{/, "export default function $1() {\n  document.title = benchShared;")}`);
      await page.waitForFunction(titleShown, { marker: "start", ready }, { timeout: 120_000 });
      results.push(`of a _shared/ file ${await measure(shared, (_text, marker) => `export const benchShared = "${marker}";\n`, titleShown)}`);
      writeFileSync(entry, original);
      rmSync(shared);
      // A shell file: the page reloads, as the shell's code is what runs it.
      const shell = path.join(dir, "shell/main.tsx");
      results.push(
        `of a shell file ${await measure(
          shell,
          (text, marker) => `${text}\ndocument.documentElement.dataset.bench = "${marker}";\n`,
          ({ marker, ready }) => document.documentElement.dataset.bench === marker && document.querySelector(ready),
        )}`,
      );
    }
    writeFileSync(entry, original);
    console.log(`gallery dev, ${label}: first sample painted ${startSeconds.toFixed(1)} s after start (${startCpu.toFixed(1)} s of CPU); ${results.join("; ")}`);
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => server.on("close", resolve));
    server.kill();
    await exited;
  }
}

/** User and system CPU seconds of a process and all its descendants, from /proc (Linux). */
function treeCpuSeconds(pid) {
  const children = new Map();
  const own = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), Number(entry)]);
      own.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {}
  }
  const total = (p) => (own.get(p) ?? 0) + (children.get(p) ?? []).reduce((sum, c) => sum + total(c), 0);
  return total(pid);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
  const id = process.argv[2] ?? "gauges/radial-gauge/animation";
  await devLoop(path.join(root, "bin/gallery.mjs"), root, id, `the real gallery, ${id}`);
}
