import * as esbuild from "esbuild";
import { watch, type FSWatcher } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { buildRouteLookup } from "../../contract/manifest";
import { normalizeRoutePath } from "../../contract/routes";
import { generate, type Catalog } from "../catalog/generate";
import { collectAssets } from "../bundle/assets";
import { shellBuildOptions, type SampleCssImports } from "../bundle/esbuild-options";
import { buildSampleCss } from "../bundle/sample-css";
import { writePages, writeSampleAssets } from "../bundle/pages";
import { copyStaticData } from "../bundle/static-data";
import { copyThemes } from "../bundle/theme";
import { formatProblems, GalleryError } from "../errors";
import { ACTIVATE_PATH, devImportsPlugin, devPackagesPlugin } from "./dev-imports";
import { createStaticServer, listen } from "./static";

const EVENTS_PATH = "/__gallery/events";

/** Injected into every page in dev: reloads after a rebuild, shows a build error over the page. */
const CLIENT = `<script>(() => {
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  events.addEventListener("reload", () => location.reload());
  // The shell swaps the sample in place (shell/runtime/dev-updates.ts); a page without it reloads.
  events.addEventListener("update", (e) => {
    document.getElementById("gallery-dev-error")?.remove();
    const handled = !window.dispatchEvent(new CustomEvent("gallery:dev-update", { detail: JSON.parse(e.data), cancelable: true }));
    if (!handled) location.reload();
  });
  events.addEventListener("build-error", (e) => {
    let box = document.getElementById("gallery-dev-error");
    if (!box) { box = document.createElement("pre"); box.id = "gallery-dev-error";
      box.style.cssText = "position:fixed;inset:0;z-index:99999;margin:0;padding:24px;overflow:auto;background:#1e1e1e;color:#ff8080;font:13px/1.5 monospace;white-space:pre-wrap";
      document.body.appendChild(box); }
    box.textContent = "gallery dev: build failed\\n\\n" + JSON.parse(e.data);
  });
})();</script>`;

export interface DevServer {
  port: number;
  close(): Promise<void>;
}

/** What a change in the tree asks of the dev server. */
type Change = "catalog" | "code";

/** Files whose change can alter the catalog (the menu, the routes) or the served data, not only code. */
function changeKind(file: string): Change {
  const name = file.split(/[\\/]/).pop() ?? "";
  if (name === "sample.json" || name === "samples.config.yaml" || /(^|[\\/])public([\\/]|$)/.test(file) || !name.includes(".")) return "catalog";
  return "code";
}

/**
 * `gallery dev`: one esbuild context kept warm, holding the shell and only the samples opened since
 * start (a deep link or a click compiles its sample on first request). An edit rebuilds that context
 * when the changed file is part of it, and skips the rebuild when it is not; adding, renaming or
 * removing a sample regenerates the manifest. Reloads are pushed over server-sent events.
 */
export async function startDevServer(root: string, port: number, log: (line: string) => void): Promise<DevServer> {
  const outDir = path.join(root, ".cache/dev");
  const assetsDir = path.join(outDir, "assets");
  // Route pages of an earlier build would shadow the index.html every route now gets.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await copyThemes(root, outDir);
  const clients = new Set<http.ServerResponse>();
  let lastError: string | null = null;
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  let catalog: Catalog | undefined;
  let lookup: ReturnType<typeof buildRouteLookup> = new Map();
  const active = new Set<string>();
  const cssImports: SampleCssImports = new Map();
  const options = shellBuildOptions(root, assetsDir, "development", cssImports);
  /** The package modules of the last build (absolute paths), for the packages entry. */
  let packageFiles: string[] = [];
  const packages = devPackagesPlugin(() => packageFiles);
  options.entryPoints = { ...(options.entryPoints as Record<string, string>), "dev-packages": packages.entry };
  // First: it serves the lazy import map, which no later plugin may load from disk.
  options.plugins = [devImportsPlugin(active, () => catalog?.manifest.samples.map((s) => s.id) ?? []), packages.plugin, ...(options.plugins ?? [])];
  const context = await esbuild.context(options);
  let base = "/react-demos/";
  /** Project files in the current bundle: a change elsewhere needs no rebuild. */
  let inputs = new Set<string>();
  /** The shell's entry chunk of the last build, less the names of the chunks that change with any sample. */
  let shellCode: string | undefined;

  const rebuild = async (kind: Change, why: string) => {
    const start = performance.now();
    try {
      if (kind === "catalog" || !catalog) {
        catalog = (await generate(root)).catalog;
        base = catalog.config.basePath;
        lookup = buildRouteLookup(catalog.manifest.navigation, catalog.config.samplesPrefix);
        const known = new Set(catalog.manifest.samples.map((s) => s.id));
        for (const id of active) if (!known.has(id)) active.delete(id);
        await copyStaticData(root, outDir);
      }
      let result = await context.rebuild();
      const packageInputs = (metafile: esbuild.Metafile) =>
        Object.keys(metafile.inputs)
          .filter((file) => file.startsWith("node_modules/") && /\.[cm]?js$/.test(file))
          .map((file) => path.resolve(root, file))
          .sort();
      // A newly opened sample brings packages: build again with them in the packages entry, so its
      // chunk is already its own code alone when the first edit comes.
      if (packageInputs(result.metafile!).some((file) => !packageFiles.includes(file))) {
        packageFiles = packageInputs(result.metafile!);
        result = await context.rebuild();
      }
      inputs = new Set(Object.keys(result.metafile!.inputs).map((file) => path.resolve(root, file)));
      const cssUrls = await buildSampleCss(root, assetsDir, cssImports, false);
      const assets = collectAssets(result.metafile!, assetsDir, root, "assets/", cssImports, cssUrls);
      const sampleAssets = await writeSampleAssets(outDir, assets);
      await writePages(outDir, catalog, assets, sampleAssets, { routePages: false });
      lastError = null;
      log(`rebuilt ${catalog.samples.length} samples in ${Math.round(performance.now() - start)} ms (${active.size} compiled; ${why})`);
      // Same shell code and same catalog: the page swaps its samples in place and keeps its menu, its
      // scroll and its state; anything else reloads the page. The entry names the import map's chunk
      // (and its own source map), whose hashes change with every sample edit: they do not count.
      const importMap = Object.entries(result.metafile!.outputs).find(([, output]) => output.entryPoint?.endsWith("generated/imports.gen.ts"))?.[0];
      const importMapFile = importMap && path.relative(assetsDir, path.resolve(root, importMap)).split(path.sep).join("/");
      const entry = await readFile(path.join(outDir, assets.entryJs), "utf8");
      const code =
        entry.replace(/\/\/# sourceMappingURL=\S+\s*$/, "").replaceAll(importMapFile ? path.posix.basename(importMapFile) : "\0", "IMPORT_MAP") +
        assets.entryCss.join("\n");
      if (kind === "code" && code === shellCode && importMapFile) {
        send("update", { imports: `${base}assets/${importMapFile}`, sampleAssets: `${base}${sampleAssets}` });
      } else send("reload", null);
      shellCode = code;
    } catch (error) {
      lastError = describe(error);
      log(`build failed:\n${lastError}`);
      await writeFile(path.join(outDir, "index.html"), `<!doctype html><title>Build failed</title><body></body>`).catch(() => {});
      send("build-error", lastError);
    }
  };

  let running: Promise<void> = Promise.resolve();
  const queue = (kind: Change, why: string) => (running = running.then(() => rebuild(kind, why)));
  /** Compiles a sample into the bundle once; later requests for it wait for nothing. */
  const activate = (id: string) => {
    if (active.has(id) || !catalog?.manifest.samples.some((s) => s.id === id)) return running;
    active.add(id);
    return queue("code", `compiled ${id}`);
  };

  await queue("catalog", "start");
  const server = createStaticServer({
    root: outDir,
    base,
    transformHtml: (html) => html.replace("</body>", `${CLIENT}</body>`),
    // A deep link compiles its sample before the page is sent, so it opens without a reload.
    beforeServe: async (req) => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      if (!pathname.startsWith(base) || pathname.slice(base.length).includes(".")) return;
      const entry = lookup.get(normalizeRoutePath(`/${pathname.slice(base.length)}`));
      if (entry) await activate(entry.route.sample);
    },
    intercept: (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === ACTIVATE_PATH) {
        void activate(url.searchParams.get("id") ?? "");
        res.writeHead(202).end();
        return true;
      }
      if (url.pathname !== EVENTS_PATH) return false;
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      res.write(": connected\n\n");
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return true;
    },
  });
  const actual = await listen(server, port);

  // Changes arrive in bursts (an editor's save, a checkout): gather them, then rebuild once. An
  // editor's save comes as events within a millisecond or two, so the wait is short.
  let timer: NodeJS.Timeout | undefined;
  const pending = new Map<string, Change>();
  const changed = (dir: string) => (_event: string, file: string | Buffer | null) => {
    const full = path.join(dir, file ? String(file) : "");
    pending.set(full, file ? changeKind(full) : "catalog");
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending.clear();
      const kind: Change = files.some(([, k]) => k === "catalog") ? "catalog" : "code";
      const touching = files.filter(([file]) => kind === "catalog" || inputs.has(file));
      if (touching.length === 0) {
        log(`no rebuild: nothing open uses ${files.map(([file]) => path.relative(root, file)).join(", ")}`);
        return;
      }
      void queue(kind, touching.map(([file]) => path.relative(root, file)).join(", "));
    }, 25);
  };
  const watchers: FSWatcher[] = [
    watch(path.join(root, "samples"), { recursive: true }, changed(path.join(root, "samples"))),
    watch(path.join(root, "shell"), { recursive: true }, changed(path.join(root, "shell"))),
    watch(path.join(root, "samples.config.yaml"), changed(path.join(root, "samples.config.yaml"))),
  ];
  // A watcher error (a watched folder removed, say) must not take the dev server down with it.
  for (const watcher of watchers) watcher.on("error", (error) => log(`watch error: ${error.message}`));
  return {
    port: actual,
    async close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      for (const client of clients) client.end();
      await running;
      await context.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof GalleryError) return `${error.message}\n${formatProblems(error.problems)}`;
  const failure = error as { errors?: esbuild.Message[] };
  if (failure.errors?.length) {
    return failure.errors
      .map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ` : ""}${m.text}`)
      .join("\n");
  }
  return String((error as Error).message ?? error);
}
