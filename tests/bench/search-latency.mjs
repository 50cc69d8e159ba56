// Search latency per keystroke, alone: `node tests/bench/search-latency.mjs`; `npm run bench` prints it too.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** The statistics of a list of milliseconds. */
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `${(sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(2)} ms mean, ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms median, ${sorted[Math.floor(sorted.length * 0.95)].toFixed(2)} ms p95`;
};

/** Search latency per keystroke over the ~940 catalog samples (descriptions from the real ones where present). */
export async function searchLatency() {
  const esbuild = await import("esbuild");
  const out = path.join(mkdtempSync(path.join(tmpdir(), "gallery-bench-search-")), "search.mjs");
  const contents = `export { buildSearchIndex } from "./shell/search/search-index"; export { searchSamples } from "./shell/search/search-rank";`;
  await esbuild.build({ stdin: { contents, resolveDir: root, loader: "ts" }, bundle: true, format: "esm", platform: "node", outfile: out, logLevel: "silent" });
  const { buildSearchIndex, searchSamples } = await import(out);
  const catalog = path.join(root, "../shared/catalog/samples.tsv");
  const title = (slug) => slug.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
  const rows = existsSync(catalog)
    ? readFileSync(catalog, "utf8").trim().split("\n").slice(1).map((line) => line.split("\t"))
    : [];
  const details = new Map();
  const detailFiles = readdirSync(path.join(root, "generated/details"), { recursive: true }).filter((f) => f.endsWith(".gen.ts"));
  const detailText = detailFiles.map((f) => readFileSync(path.join(root, "generated/details", f), "utf8")).join("\n");
  for (const m of detailText.matchAll(/"([a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+)": \{\s*"description": "((?:[^"\\]|\\.)*)"/g)) details.set(m[1], m[2]);
  // Without the catalog beside the project, the real samples stand in, repeated up to the catalog's size.
  const ids = rows.length ? rows.map((r) => r.join("/")) : [...details.keys()];
  const wanted = Math.max(938, ids.length);
  const slugs = Array.from({ length: ids.length ? wanted : 0 }, (_, i) => {
    const [group, component, sample] = ids[i % ids.length].split("/");
    return [group, component, i < ids.length ? sample : `${sample}-${Math.floor(i / ids.length)}`];
  });
  const items = slugs.map(([group, component, sample]) => {
    const id = `${group}/${component}/${sample}`;
    return { id, title: title(sample), component: title(component), group: title(group), description: details.get(id) ?? `${title(sample)} of the ${title(component)}.` };
  });
  // CPU time as well as wall time: on a busy machine the wall clock also counts waiting for a core.
  const wall = [];
  const cpu = [];
  for (let round = 0; round < 5; round++) {
    const index = buildSearchIndex(items);
    for (const query of ["radial gauge needle", "gaueg", "row pinning", "tooltip template", "excel export", "spredsheet", "data chart axis"]) {
      for (let i = 1; i <= query.length; i++) {
        const start = performance.now();
        const startCpu = process.cpuUsage();
        searchSamples(index, query.slice(0, i));
        const used = process.cpuUsage(startCpu);
        wall.push(performance.now() - start);
        cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  console.log(`search over ${items.length} samples, per keystroke (${wall.length} keystrokes): wall ${stats(wall)}; cpu ${stats(cpu)}`);
}



/**
 * The index the page builds, over the real menu and details: what building it costs in the page,
 * against what shipping it prebuilt would weigh, and the queries typed key by key.
 */
export async function searchIndexCost() {
  const esbuild = await import("esbuild");
  const out = path.join(mkdtempSync(path.join(tmpdir(), "gallery-bench-search-")), "menu.mjs");
  const contents = `
    export { navigation } from "./generated/manifest.gen";
    export { componentDetails } from "./generated/details.gen";
    export { buildSearchIndex } from "./shell/search/search-index";
    export { searchItems } from "./shell/search/search-items";
    export { searchSamples } from "./shell/search/search-rank";`;
  await esbuild.build({ stdin: { contents, resolveDir: root, loader: "ts" }, bundle: true, format: "esm", platform: "node", outfile: out, logLevel: "silent" });
  const { navigation, componentDetails, buildSearchIndex, searchItems, searchSamples } = await import(out);
  const details = Object.assign({}, ...(await Promise.all(Object.values(componentDetails).map(async (load) => (await load()).details))));
  const items = searchItems(navigation, details);
  const builds = [];
  let index;
  for (let round = 0; round < 10; round++) {
    const start = process.cpuUsage();
    index = buildSearchIndex(items);
    const used = process.cpuUsage(start);
    builds.push((used.user + used.system) / 1000);
  }
  const entries = (words) => [...words.entries].map(([word, { parts, postings }]) => [word, parts, postings.map((p) => [p.item, p.weight])]);
  const prebuilt = JSON.stringify({ vocabulary: entries(index.vocabulary), joined: entries(index.joined), names: index.names });
  const detailsJson = JSON.stringify(details);
  const kb = (text) => `${(gzipSync(text).length / 1024).toFixed(1)} KB gzip`;
  console.log(`search index over ${items.length} samples of the menu: built in the page in ${stats(builds)} (cpu); prebuilt it would be ${kb(prebuilt)} to download, on top of the details search loads anyway (${kb(detailsJson)})`);
  const cpu = [];
  for (let round = 0; round < 5; round++) {
    index = buildSearchIndex(items);
    for (const query of ["grid", "combo", "date picker", "datepicker", "treegrid", "piechart", "tree grid", "spreadsheet", "stepper", "radial gauge needle", "grid column pinning"]) {
      for (let i = 1; i <= query.length; i++) {
        const start = process.cpuUsage();
        searchSamples(index, query.slice(0, i));
        const used = process.cpuUsage(start);
        cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  console.log(`search of the issue's queries over the menu, per keystroke (${cpu.length} keystrokes): cpu ${stats(cpu)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await searchLatency();
  await searchIndexCost();
}
