import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { normalizeRoutePath } from "../../contract/routes";
import { samplesPagePath } from "../../contract/urls";
import { copyThemes } from "../bundle/theme";
import { loadConfig } from "../catalog/config";
import { CONFIG_FILE } from "../catalog/generate";
import { GalleryError } from "../errors";
import { createDevBuild, type RebuildKind } from "./dev-build";
import { updateChannel } from "./dev-channel";
import { ACTIVATE_PATH } from "./dev-imports";
import { writeDevSampleFile } from "./dev-sample-files";
import { compiledPart, isScopeName, SCOPE_ACTIVATE_PATH } from "./dev-scopes";
import { devStaticData } from "./dev-static-data";
import { watchProject } from "./dev-watch";
import { createStaticServer, listen } from "./static";

export interface DevServer {
  port: number;
  /** The samples' home page, under the config's base path and samples prefix. */
  url: string;
  close(): Promise<void>;
}

/**
 * `gallery dev`: serves the dev build (cli/server/dev-build.ts), compiles a sample on its first
 * request and writes its source view and project when a panel asks (dev-sample-files.ts), rebuilds
 * when a watched change touches what is open (cli/server/dev-watch.ts), and tells the pages over
 * server-sent events (cli/server/dev-channel.ts). Rebuilds run one after another.
 */
export async function startDevServer(root: string, port: number, log: (line: string) => void): Promise<DevServer> {
  const { config, problems } = await loadConfig(path.join(root, CONFIG_FILE));
  if (!config) throw new GalleryError(`${CONFIG_FILE} is invalid`, problems);
  const base = config.basePath;
  const outDir = path.join(root, ".cache/dev");
  // Route pages of an earlier build would shadow the index.html every route now gets. The old folder
  // is moved aside and removed while the server starts (a thousand files: 150 ms), with any that a
  // server stopped mid-way left.
  await rename(outDir, `${outDir}-old-${process.pid}`).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await mkdir(outDir, { recursive: true });
  const cacheDir = path.dirname(outDir);
  const cleared = readdir(cacheDir)
    .then((names) => Promise.all(names.filter((name) => name.startsWith(`${path.basename(outDir)}-old-`)).map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true }))))
    .catch((error: unknown) => log(`could not remove an old output folder: ${String(error)}`));
  // Copied while the first build runs; the server listens only once they are there.
  const themesCopied = copyThemes(root, outDir).then(
    () => undefined,
    (error: unknown) => error,
  );
  const channel = updateChannel();
  const staticData = devStaticData(root, outDir, base);
  const build = await createDevBuild(root, outDir, base, log);

  let running: Promise<void> = Promise.resolve();
  const queue = (kind: RebuildKind, why: string) => (running = running.then(async () => channel.send(await build.rebuild(kind, why))));
  /** Compiles a sample into the bundle once; later requests for it wait for nothing. */
  const activate = (id: string) => {
    if (build.active.has(id) || !build.catalog?.manifest.samples.some((s) => s.id === id)) return running;
    build.active.add(id);
    return queue("code", `compiled ${id}`);
  };
  /** Compiles an Edit panel scope into the bundle once (dev-scopes.ts). */
  const activateScope = (name: string) => {
    if (build.activeScopes.has(name) || !isScopeName(root, name)) return running;
    build.activeScopes.add(name);
    return queue("scope", compiledPart(name));
  };

  // The server listens while the first build runs: what a page asks for meanwhile waits for it,
  // and the sample a deep link names is compiled by that build instead of a second one after it.
  let starting = true;
  const started = queue("catalog", "start").then(() => void (starting = false));
  const server = createStaticServer({
    root: outDir,
    base,
    transformHtml: channel.injectClient,
    // The dev build writes the pages of the samples it compiled: index.html opens every other route.
    unknownPages: "index",
    // A deep link compiles its sample before the page is sent, so it opens without a reload.
    beforeServe: async (req) => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      const isPage = pathname.startsWith(base) && !pathname.slice(base.length).includes(".");
      const route = isPage ? normalizeRoutePath(`/${pathname.slice(base.length)}`) : undefined;
      if (route && starting) build.requestRoute(route);
      await started;
      if (!route) {
        await (writeDevSampleFile(root, outDir, base, pathname, build.catalog?.samples ?? []) ?? staticData(pathname));
        return;
      }
      const entry = build.lookup.get(route);
      if (entry) await activate(entry.route.sample);
    },
    intercept: (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === SCOPE_ACTIVATE_PATH) void activateScope(url.searchParams.get("name") ?? "");
      else if (url.pathname === ACTIVATE_PATH) void activate(url.searchParams.get("id") ?? "");
      else return channel.serve(req, res);
      res.writeHead(202).end();
      return true;
    },
  });
  const themesFailed = await themesCopied;
  if (themesFailed) throw themesFailed;
  const actual = await listen(server, port);

  // Setting up the watch walks every folder of samples/ and shell/ on the main thread, where the first
  // build's plugins run: it starts once that build is done (a file saved meanwhile waits for the next change).
  let watcher: { close(): void } | undefined;
  let closed = false;
  const watch = () =>
    watchProject(
      root,
      ({ kind, files }) => {
        const touching = files.filter((file) => kind === "catalog" || build.inputs.has(file));
        if (touching.length === 0) {
          log(`no rebuild: nothing open uses ${files.map((file) => path.relative(root, file)).join(", ")}`);
          return;
        }
        void queue(kind, touching.map((file) => path.relative(root, file)).join(", "));
      },
      log,
    );
  void started.then(() => {
    if (!closed) watcher = watch();
  });
  return {
    port: actual,
    url: `http://127.0.0.1:${actual}${samplesPagePath(config)}`,
    async close() {
      closed = true;
      watcher?.close();
      channel.close();
      await running;
      await build.dispose();
      await cleared;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
