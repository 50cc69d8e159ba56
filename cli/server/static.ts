import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { preferredEncoding } from "../bundle/compress";
import { baseWithoutSlash } from "../../contract/urls";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".eot": "application/vnd.ms-fontobject",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

const TEXT_TYPE = /^(text\/|application\/json|image\/svg)/;

/** esbuild's content hashes: `name-ABCDEFGH.ext`. Such files never change, so browsers may keep them. */
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface StaticServerOptions {
  /** The folder served under `base`. */
  root: string;
  /** The URL prefix, such as `/react-demos/`. */
  base: string;
  /** Lets the dev server answer some paths itself; return true when handled. */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Rewrites index.html before it is sent (the dev server injects its reload client). */
  transformHtml?: (html: string) => string;
  /**
   * What answers a page path that has no page of its own: the built site writes one for every route,
   * so it is 404 with 404.html, as nginx answers; the dev server writes index.html and the pages of the samples it compiled, so it is index.html.
   */
  unknownPages?: UnknownPages;
  /** Awaited before a request is answered (the dev server compiles a sample its page asks for). */
  beforeServe?: (req: http.IncomingMessage) => Promise<void>;
}

export type UnknownPages = "not-found-page" | "index";

export type Resolution =
  | { kind: "file"; file: string; cache: string }
  | { kind: "fallback"; file: string }
  | { kind: "not-found-page"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" }
  | { kind: "bad-request" };

/**
 * Maps a URL path to what the server sends. A page path (no file extension) is its route's page, else
 * 404.html with status 404 (or index.html, for a dev build); a missing asset is a bare 404, never a page.
 */
export async function resolveRequest(root: string, base: string, urlPath: string, unknownPages: UnknownPages = "not-found-page"): Promise<Resolution> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split("?")[0]!.split("#")[0]!);
  } catch {
    return { kind: "bad-request" };
  }
  if (pathname.includes("\0")) return { kind: "bad-request" };
  if (pathname === baseWithoutSlash(base) || pathname === "/") return { kind: "redirect", location: base };
  if (!pathname.startsWith(base)) return { kind: "not-found" };
  const relative = pathname.slice(base.length);
  const rootAbs = path.resolve(root);
  const file = path.resolve(rootAbs, "." + path.posix.normalize("/" + relative));
  if (file !== rootAbs && !file.startsWith(rootAbs + path.sep)) return { kind: "not-found" };
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) {
    return { kind: "file", file, cache: HASHED.test(file) ? IMMUTABLE : "no-cache" };
  }
  const last = relative.split("/").pop() ?? "";
  if (last.includes(".")) return { kind: "not-found" };
  const routePage = path.join(file, "index.html");
  if (info?.isDirectory() && (await stat(routePage).catch(() => null))?.isFile()) return { kind: "fallback", file: routePage };
  const notFoundPage = path.join(rootAbs, "404.html");
  if (unknownPages === "not-found-page" && (await stat(notFoundPage).catch(() => null))?.isFile()) return { kind: "not-found-page", file: notFoundPage };
  return { kind: "fallback", file: path.join(rootAbs, "index.html") };
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  // A hashed file never changes (its name is its content), so it is read once per encoding and kept:
  // a deep link asks for up to 160 chunks at once, and each disk round trip held back the page.
  const hashedBytes = new Map<string, Promise<{ headers: http.OutgoingHttpHeaders; body: Buffer } | undefined>>();
  return http.createServer(async (req, res) => {
    if (options.intercept?.(req, res)) return;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    await options.beforeServe?.(req);
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const key = `${encoding}\0${(req.url ?? "/").split(/[?#]/)[0]}`;
    const kept = await hashedBytes.get(key);
    if (kept) {
      res.writeHead(200, kept.headers).end(req.method === "HEAD" ? undefined : kept.body);
      return;
    }
    const result = await resolveRequest(options.root, options.base, req.url ?? "/", options.unknownPages);
    switch (result.kind) {
      case "bad-request":
        res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad request");
        return;
      case "redirect":
        res.writeHead(302, { Location: result.location }).end();
        return;
      case "not-found":
        notFound(res);
        return;
      case "not-found-page": {
        const html = await readFile(result.file, "utf8");
        res.writeHead(404, { "Content-Type": CONTENT_TYPES[".html"], "Cache-Control": "no-cache" });
        res.end(req.method === "HEAD" ? undefined : options.transformHtml ? options.transformHtml(html) : html);
        return;
      }
      case "fallback":
      case "file": {
        const type = CONTENT_TYPES[path.extname(result.file)] ?? "application/octet-stream";
        const cache = result.kind === "file" ? result.cache : "no-cache";
        if (type.startsWith("text/html") && options.transformHtml) {
          const html = options.transformHtml(await readFile(result.file, "utf8"));
          res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache" });
          res.end(req.method === "HEAD" ? undefined : html);
          return;
        }
        const { headers, file } = await replyFor(result.file, type, cache, encoding);
        if (cache === IMMUTABLE) {
          const read = readFile(file).then(
            (body) => ({ headers, body }),
            () => undefined,
          );
          hashedBytes.set(key, read);
          const body = (await read)?.body;
          if (!body) {
            // Gone since it was found (a rebuild replaced the folder): not kept, and a 404 like any missing asset.
            hashedBytes.delete(key);
            notFound(res);
            return;
          }
          res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
          return;
        }
        if (req.method === "HEAD") {
          res.writeHead(200, headers).end();
          return;
        }
        // A rebuild may replace the folder between the lookup and the read: that request gets a 404
        // (or is cut off mid-way), and the server, which a verify run or a dev session shares, stays up.
        const stream = createReadStream(file);
        stream.once("error", () => (res.headersSent ? res.destroy() : notFound(res)));
        stream.once("open", () => stream.pipe(res.writeHead(200, headers)));
      }
    }
  });
}

const notFound = (res: http.ServerResponse) => res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");

/** The file to send for an encoding (its .br or .gz twin when the build wrote one), with its headers. */
async function replyFor(
  file: string,
  type: string,
  cache: string,
  encoding: "br" | "gzip" | null,
): Promise<{ headers: http.OutgoingHttpHeaders; file: string }> {
  const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
  const compressed = suffix ? await stat(file + suffix).catch(() => null) : null;
  const sent = compressed?.isFile() ? file + suffix : file;
  return {
    file: sent,
    headers: {
      "Content-Type": type,
      "Content-Length": compressed?.isFile() ? compressed.size : (await stat(file)).size,
      "Cache-Control": cache,
      "X-Content-Type-Options": "nosniff",
      ...(compressed?.isFile() ? { "Content-Encoding": encoding! } : {}),
      ...(TEXT_TYPE.test(type) ? { Vary: "Accept-Encoding" } : {}),
    },
  };
}

/** Listens on 127.0.0.1 only; port 0 picks a free port. Resolves with the port in use. */
export function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}
