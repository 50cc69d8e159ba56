import * as esbuild from "esbuild";
import { watch, type FSWatcher } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { generate } from "../catalog/generate";
import { collectAssets } from "../bundle/assets";
import { shellBuildOptions, type SampleCssImports } from "../bundle/esbuild-options";
import { buildSampleCss } from "../bundle/sample-css";
import { writePages, writeSampleAssets } from "../bundle/pages";
import { copyStaticData } from "../bundle/static-data";
import { copyThemes } from "../bundle/theme";
import { formatProblems, GalleryError } from "../errors";
import { createStaticServer, listen } from "./static";

const EVENTS_PATH = "/__gallery/events";

/** Injected into every page in dev: reloads after a rebuild, shows a build error over the page. */
const CLIENT = `<script>(() => {
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  events.addEventListener("reload", () => location.reload());
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

/** `gallery dev`: one esbuild context kept warm, regenerate + rebuild on every change, push reloads over SSE. */
export async function startDevServer(root: string, port: number, log: (line: string) => void): Promise<DevServer> {
  const outDir = path.join(root, ".cache/dev");
  const assetsDir = path.join(outDir, "assets");
  await mkdir(outDir, { recursive: true });
  await copyThemes(root, outDir);
  const clients = new Set<http.ServerResponse>();
  let lastError: string | null = null;
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const cssImports: SampleCssImports = new Map();
  const context = await esbuild.context(shellBuildOptions(root, assetsDir, "development", cssImports));
  let base = "/react-demos/";

  const rebuild = async () => {
    const start = performance.now();
    try {
      const { catalog } = await generate(root);
      base = catalog.config.basePath;
      const result = await context.rebuild();
      await copyStaticData(root, outDir);
      const cssUrls = await buildSampleCss(root, assetsDir, cssImports, false);
      const assets = collectAssets(result.metafile!, assetsDir, root, "assets/", cssImports, cssUrls);
      await writePages(outDir, catalog, assets, await writeSampleAssets(outDir, assets));
      lastError = null;
      log(`rebuilt ${catalog.samples.length} samples in ${Math.round(performance.now() - start)} ms`);
      send("reload", null);
    } catch (error) {
      lastError = describe(error);
      log(`build failed:\n${lastError}`);
      await writeFile(path.join(outDir, "index.html"), `<!doctype html><title>Build failed</title><body></body>`).catch(() => {});
      send("build-error", lastError);
    }
  };

  await rebuild();
  const server = createStaticServer({
    root: outDir,
    base,
    transformHtml: (html) => html.replace("</body>", `${CLIENT}</body>`),
    intercept: (req, res) => {
      if (req.url !== EVENTS_PATH) return false;
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      res.write(": connected\n\n");
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return true;
    },
  });
  const actual = await listen(server, port);

  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild);
    }, 120);
  };
  const watchers: FSWatcher[] = [
    watch(path.join(root, "samples"), { recursive: true }, schedule),
    watch(path.join(root, "shell"), { recursive: true }, schedule),
    watch(path.join(root, "samples.config.yaml"), schedule),
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
