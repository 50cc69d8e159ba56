#!/usr/bin/env node
// `npm run bench`: prints the figures the foundation issue asks for. Numbers, not pass/fail.
// `npm run bench -- --only deep-link,build --dist dist` runs some parts, on an existing build of the real gallery.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { devLoop } from "./dev-loop.mjs";
import { deepLinks, openSamples } from "./open-samples.mjs";
import { buildSamplesAlone } from "./samples-alone.mjs";
import { searchIndexCost, searchLatency } from "./search-latency.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const gallery = path.join(root, "bin/gallery.mjs");
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
/** The first page's budget (issue 35): JS, CSS and JSON index.html loads at 1,000 samples, gzip. */
const ENTRY_BUDGET = 100 * 1024;
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(" ");

/** Runs a command, sampling the resident memory of its whole process tree every 50 ms. */
function measure(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 50);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(" ")} exited ${code}`));
      else resolve({ seconds: (performance.now() - start) / 1000, peak });
    });
  });
}

function treeRss(pid) {
  let total = 0;
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const visit = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {}
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return total;
}

/** A temp project with `count` synthetic sample folders spread over the config's real components. */
function syntheticProject(count) {
  const dir = mkdtempSync(path.join(tmpdir(), "gallery-bench-"));
  cpSync(path.join(root, "samples.config.yaml"), path.join(dir, "samples.config.yaml"));
  cpSync(path.join(root, "package.json"), path.join(dir, "package.json"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const components = [...readFileSync(path.join(root, "samples.config.yaml"), "utf8").matchAll(/^  - slug: (\S+)|^      ([a-z0-9-]+):/gm)];
  const pairs = [];
  let group = "";
  for (const m of components) {
    if (m[1]) group = m[1];
    else pairs.push([group, m[2]]);
  }
  for (let i = 0; i < count; i++) {
    const [g, c] = pairs[i % pairs.length];
    const folder = path.join(dir, "samples", g, c, `sample-${i}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "sample.json"), JSON.stringify({ description: `Synthetic sample number ${i} for the benchmark.` }));
    writeFileSync(path.join(folder, "index.tsx"), `export default function Sample${i}() { return <div>${i}</div>; }\n`);
  }
  return dir;
}

/** JS, CSS and JSON that index.html loads before any sample: its links (the sample asset list too), its script and the script's static imports. */
function entryBytes(dist) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const base = /href="(\/[^"]*?)themes\//.exec(html)?.[1] ?? "/react-demos/";
  const files = new Set();
  const add = (url) => {
    const file = path.join(dist, url.slice(base.length));
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    if (file.endsWith(".js")) {
      for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
        add(path.posix.join(path.posix.dirname(url), m[1]));
      }
    }
  };
  for (const m of html.matchAll(/(?:href|src)="([^"]+\.(?:js|css|json))"/g)) add(m[1]);
  let raw = html.length;
  let gzip = gzipSync(html).length;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { raw, gzip, files: files.size };
}

/** Bytes the files below `dir` take: the build's hard links (repeated pages) count once. */
function folderSize(dir) {
  const sizes = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { ino, size } = statSync(path.join(entry.parentPath, entry.name));
    sizes.set(ino, size);
  }
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

const PARTS = ["search", "generate", "entry", "dev", "build", "deep-link", "verify"];
const { values: flags } = parseArgs({
  options: { only: { type: "string" }, dist: { type: "string" }, "verify-shard": { type: "string", default: "1/8" } },
});
const only = new Set(flags.only ? flags.only.split(",") : PARTS);
const unknown = [...only].filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`bench: unknown part(s) ${unknown.join(", ")}; the parts are ${PARTS.join(", ")}`);
  process.exit(2);
}
console.log(`load: ${loadAverage()}`);

if (only.has("search")) {
  await searchLatency();
  await searchIndexCost();
}

const realSamples = JSON.parse(spawnSync("node", [gallery, "list", "--json"], { cwd: root, encoding: "utf8" }).stdout)
  .flatMap((g) => g.components.flatMap((c) => c.routes.filter((r) => r.path.split("/").length === 4))).length;

if (only.has("generate")) {
  const real = await measure("node", [gallery, "generate"], root);
  console.log(`generate, real samples (${realSamples}): ${real.seconds.toFixed(2)} s`);
  for (const count of [1000, 10000]) {
    const dir = syntheticProject(count);
    const result = await measure("node", [gallery, "generate"], dir);
    console.log(`generate, ${count} synthetic samples: ${result.seconds.toFixed(2)} s, peak ${mb(result.peak)}`);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

// The first page at full size: what index.html loads with 1,000 and 1,100 synthetic samples, and the cold build.
if (only.has("entry")) {
  const entryAt = {};
  for (const count of [1000, 1100]) {
    const dir = syntheticProject(count);
    for (const name of ["shell", "contract", "types", "tsconfig.json", "generated/controls"]) cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
    const built = await measure("node", [gallery, "build", "--out", "dist"], dir);
    entryAt[count] = entryBytes(path.join(dir, "dist"));
    console.log(`build, ${count} synthetic samples: ${built.seconds.toFixed(1)} s wall, peak ${mb(built.peak)}; index.html loads ${kb(entryAt[count].raw)} raw, ${kb(entryAt[count].gzip)} gzip (budget ${kb(ENTRY_BUDGET)})`);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  console.log(`index.html growth per 100 samples: ${kb(entryAt[1100].gzip - entryAt[1000].gzip)} gzip`);
}

if (only.has("dev")) {
  const dir = syntheticProject(1000);
  for (const name of ["shell", "contract", "types", "tsconfig.json", "generated/controls"]) cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  const [group] = readdirSync(path.join(dir, "samples"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  const first = readdirSync(path.join(dir, "samples", group))[0];
  const sample = readdirSync(path.join(dir, "samples", group, first)).sort()[0];
  await devLoop(gallery, dir, `${group}/${first}/${sample}`, "1,000 synthetic samples", "all");
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  await devLoop(gallery, root, "gauges/radial-gauge/animation", `the real gallery (${realSamples} samples), one gauge sample`);
}

if (["build", "deep-link", "verify"].some((part) => only.has(part))) {
  // `--dist` reuses a build of the real gallery (the deep links and verify need one, not a fresh one).
  const outDir = flags.dist ? path.resolve(flags.dist) : mkdtempSync(path.join(tmpdir(), "gallery-bench-dist-"));
  if (!flags.dist) {
    const build = await measure("node", [gallery, "build", "--out", outDir], root);
    console.log(`build (${realSamples} samples): ${build.seconds.toFixed(1)} s wall, peak memory ${mb(build.peak)}`);
  }
  if (only.has("build")) {
    const entry = entryBytes(outDir);
    console.log(`index.html loads: ${kb(entry.raw)} raw, ${kb(entry.gzip)} gzip (html + ${entry.files} JS/CSS files)`);
    console.log(`dist size: ${mb(folderSize(outDir))}`);
    const sizes = JSON.parse(readFileSync(path.join(outDir, "size-report.json"), "utf8"));
    for (const { id, label } of deepLinks) {
      const entry = sizes.find((s) => s.sample === id);
      if (entry) console.log(`size report, ${label} (${id}): ${mb(entry.raw)} raw, ${kb(entry.gzip)} gzip beyond the shell`);
    }
  }
  if (only.has("deep-link")) {
    const aloneDir = mkdtempSync(path.join(tmpdir(), "gallery-bench-alone-"));
    await buildSamplesAlone(root, outDir, deepLinks.map((sample) => sample.id), aloneDir);
    await openSamples(gallery, outDir, aloneDir);
    rmSync(aloneDir, { recursive: true, force: true });
  }
  // One shard of the samples: its rate is the whole run's, in a fraction of the time (the whole run is CI's).
  if (only.has("verify")) {
    const verifyReport = path.join(tmpdir(), `verify-bench-${process.pid}.json`);
    const args = [gallery, "verify", "--dist", outDir, "--no-typecheck", "--shard", flags["verify-shard"], "--report", verifyReport];
    const verifyRun = await measure("node", args, root).catch((e) => e);
    if (existsSync(verifyReport)) {
      const report = JSON.parse(readFileSync(verifyReport, "utf8"));
      console.log(
        `verify, shard ${flags["verify-shard"]}: ${report.samples} samples, ${report.visits} page visits in ${report.seconds.toFixed(1)} s = ` +
          `${(report.samples / report.seconds).toFixed(2)} samples/s (${report.failed.length} failed; load ${loadAverage()})`,
      );
      rmSync(verifyReport);
    } else console.log(`verify: did not finish (${verifyRun.message})`);
  }
  if (!flags.dist) rmSync(outDir, { recursive: true, force: true });
}
