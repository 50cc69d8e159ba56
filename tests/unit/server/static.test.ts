import { readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCompressed } from "../../../cli/bundle/compress";
import { createStaticServer, listen, resolveRequest } from "../../../cli/server/static";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

const BASE = "/react-demos/";
const INDEX = "<!doctype html><title>gallery</title>";
const SECRET = '{"secret": "outside the served folder"}';

let project: string;
let root: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  project = await tempDir("gallery-static-");
  root = path.join(project, "dist");
  await writeTree(project, {
    "package.json": SECRET,
    "dist/index.html": INDEX,
    "dist/assets/app-ABCDEFGH.js": "console.log('app');\n",
    "dist/assets/app-ABCDEFGH.css": "body{}\n",
    "dist/assets/plain.js": "console.log('plain');\n",
    "dist/fonts/icons-A1B2C3D4.woff2": "wOF2",
    "dist/docs/index.html": "<p>docs</p>",
  });
  server = createStaticServer({ root, base: BASE });
  port = await listen(server, 0);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await cleanupTempDirs();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends `rawPath` exactly as written (fetch would normalize `..` away before sending). */
function request(rawPath: string, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const TRAVERSALS = [
  "/react-demos/../package.json",
  "/react-demos/../../package.json",
  "/react-demos/%2e%2e/package.json",
  "/react-demos/%2e%2e%2fpackage.json",
  "/react-demos/%2E%2E%2F%2E%2E%2Fpackage.json",
  "/react-demos/..%2fpackage.json",
  "/react-demos/assets/%2e%2e%2f%2e%2e%2fpackage.json",
  "/react-demos/%2e%2e%2f",
  "/react-demos/%2e%2e",
  "/react-demos/..%5cpackage.json",
  "/react-demos/%252e%252e%252fpackage.json",
];

describe("resolveRequest", () => {
  it("serves a file that exists", async () => {
    expect(await resolveRequest(root, BASE, "/react-demos/assets/plain.js")).toEqual({
      kind: "file",
      file: path.join(root, "assets/plain.js"),
      cache: "no-cache",
    });
  });

  it("falls back to index.html for a page path", async () => {
    expect(await resolveRequest(root, BASE, "/react-demos/charts/data-chart/axis-x")).toEqual({ kind: "fallback", file: path.join(root, "index.html") });
    expect(await resolveRequest(root, BASE, "/react-demos/")).toEqual({ kind: "fallback", file: path.join(root, "index.html") });
  });

  it("serves a folder's own index.html for its path", async () => {
    expect(await resolveRequest(root, BASE, "/react-demos/docs")).toEqual({ kind: "fallback", file: path.join(root, "docs/index.html") });
  });

  it("answers not-found for a missing asset instead of the page", async () => {
    expect(await resolveRequest(root, BASE, "/react-demos/assets/missing-ABCDEFGH.js")).toEqual({ kind: "not-found" });
    expect(await resolveRequest(root, BASE, "/react-demos/favicon.ico")).toEqual({ kind: "not-found" });
  });

  it("answers not-found outside the base", async () => {
    expect(await resolveRequest(root, BASE, "/other/index.html")).toEqual({ kind: "not-found" });
    expect(await resolveRequest(root, BASE, "/react-demos-evil/index.html")).toEqual({ kind: "not-found" });
  });

  it.each(["/", "/react-demos", "/?x=1"])("redirects %j to the base", async (url) => {
    expect(await resolveRequest(root, BASE, url)).toEqual({ kind: "redirect", location: BASE });
  });

  it("ignores the query and the hash", async () => {
    expect(await resolveRequest(root, BASE, "/react-demos/assets/plain.js?v=2#top")).toMatchObject({ kind: "file", file: path.join(root, "assets/plain.js") });
  });

  it.each(["/react-demos/%E0%A4%A", "/react-demos/a%00b"])("answers bad-request for %j", async (url) => {
    expect(await resolveRequest(root, BASE, url)).toEqual({ kind: "bad-request" });
  });

  it("marks a hashed asset immutable and anything else no-cache", async () => {
    expect(await resolveRequest(root, BASE, "/react-demos/assets/app-ABCDEFGH.js")).toMatchObject({ cache: "public, max-age=31536000, immutable" });
    expect(await resolveRequest(root, BASE, "/react-demos/index.html")).toMatchObject({ cache: "no-cache" });
  });

  it.each(TRAVERSALS)("never leaves the root for %j", async (url) => {
    const result = await resolveRequest(root, BASE, url);
    if (result.kind === "file" || result.kind === "fallback") {
      expect(result.file.startsWith(root + path.sep)).toBe(true);
    } else {
      expect(["not-found", "bad-request"]).toContain(result.kind);
    }
  });
});

describe("createStaticServer", () => {
  it("serves index.html for a page path, with no-cache", async () => {
    const reply = await request("/react-demos/charts/data-chart/axis-x");
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(INDEX);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("no-cache");
  });

  it("serves index.html itself with no-cache", async () => {
    const reply = await request("/react-demos/index.html");
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-cache");
  });

  it("answers 404 for a missing asset with an extension", async () => {
    const reply = await request("/react-demos/assets/missing-ABCDEFGH.js");
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain(INDEX);
  });

  it.each(TRAVERSALS)("does not serve what lies outside the root for %j", async (url) => {
    const reply = await request(url);
    expect(reply.body).not.toContain("secret");
    expect([200, 400, 404]).toContain(reply.status);
    if (reply.status === 200) expect(reply.body).toBe(INDEX);
  });

  it("gives a hashed asset a long immutable cache", async () => {
    const reply = await request("/react-demos/assets/app-ABCDEFGH.js");
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives an unhashed asset no-cache", async () => {
    expect((await request("/react-demos/assets/plain.js")).headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    ["/react-demos/assets/app-ABCDEFGH.js", "text/javascript; charset=utf-8", "console.log('app');\n"],
    ["/react-demos/assets/app-ABCDEFGH.css", "text/css; charset=utf-8", "body{}\n"],
    ["/react-demos/fonts/icons-A1B2C3D4.woff2", "font/woff2", "wOF2"],
  ])("serves %s as %s", async (url, type, body) => {
    const reply = await request(url);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe(type);
    expect(reply.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(reply.body).toBe(body);
  });

  it.each(["/", "/react-demos"])("redirects %j to the base", async (url) => {
    const reply = await request(url);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe(BASE);
  });

  it("answers 400 for a malformed escape", async () => {
    expect((await request("/react-demos/%E0%A4%A")).status).toBe(400);
  });

  it("answers HEAD with headers and no body", async () => {
    const reply = await request("/react-demos/assets/plain.js", "HEAD");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-length"]).toBe(String(Buffer.byteLength("console.log('plain');\n")));
    expect(reply.body).toBe("");
  });

  it("refuses other methods with 405", async () => {
    const reply = await request("/react-demos/index.html", "POST");
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD");
  });

  it("listens on the loopback address only", () => {
    expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
  });
});

describe("createStaticServer with transformHtml", () => {
  it("rewrites the page, for the fallback too", async () => {
    const other = createStaticServer({ root, base: BASE, transformHtml: (html) => html + "<!-- injected -->" });
    const otherPort = await listen(other, 0);
    try {
      const reply = await fetch(`http://127.0.0.1:${otherPort}/react-demos/some/page`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe(INDEX + "<!-- injected -->");
      expect(reply.headers.get("cache-control")).toBe("no-cache");
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe("createStaticServer keeps hashed files", () => {
  it("reads a hashed file once per encoding and serves it from memory; an unhashed file from disk each time", async () => {
    const dir = await tempDir("gallery-static-kept-");
    const hashed = "console.log('hashed');\n".repeat(80);
    await writeTree(dir, { "assets/kept-ABCDEFGH.js": hashed, "assets/plain.js": "plain();\n" });
    await writeCompressed(dir);
    const kept = createStaticServer({ root: dir, base: BASE });
    const keptPort = await listen(kept, 0);
    const get = (file: string, encoding: string) =>
      fetch(`http://127.0.0.1:${keptPort}${BASE}${file}`, { headers: { "Accept-Encoding": encoding } });
    try {
      const first = await get("assets/kept-ABCDEFGH.js", "br");
      expect(first.headers.get("content-encoding")).toBe("br");
      expect(await first.text()).toBe(hashed);
      expect((await get("assets/plain.js", "br")).status).toBe(200);
      await rm(path.join(dir, "assets"), { recursive: true });
      const again = await get("assets/kept-ABCDEFGH.js", "br");
      expect(again.status).toBe(200);
      expect(again.headers.get("content-encoding")).toBe("br");
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await again.text()).toBe(hashed);
      // Another encoding is another file on disk, read when first asked for: gone now.
      expect((await get("assets/kept-ABCDEFGH.js", "gzip")).status).toBe(404);
      expect((await get("assets/plain.js", "br")).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => kept.close(() => resolve()));
    }
  });
});

describe("precompressed files", () => {
  const big = "console.log('a line of the app');\n".repeat(100);
  let zipped: string;
  let zippedPort: number;
  let zippedServer: http.Server;

  beforeAll(async () => {
    zipped = await tempDir("gallery-static-compressed-");
    await writeTree(zipped, { "assets/big-ABCDEFGH.js": big, "assets/small.js": "x();\n" });
    await writeCompressed(zipped);
    zippedServer = createStaticServer({ root: zipped, base: BASE });
    zippedPort = await listen(zippedServer, 0);
  });

  afterAll(() => new Promise<void>((resolve) => zippedServer.close(() => resolve())));

  const get = (file: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
      http
        .get({ host: "127.0.0.1", port: zippedPort, path: `${BASE}${file}`, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("the build writes .br and .gz beside text files over 1 KB only", async () => {
    const names = (await readdir(path.join(zipped, "assets"))).sort();
    expect(names).toEqual(["big-ABCDEFGH.js", "big-ABCDEFGH.js.br", "big-ABCDEFGH.js.gz", "small.js"]);
  });

  it("sends brotli, then gzip, by Accept-Encoding, with Vary; the plain file otherwise", async () => {
    const br = await get("assets/big-ABCDEFGH.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    const gz = await get("assets/big-ABCDEFGH.js", "gzip;q=1, br;q=0");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(big);
    const plain = await get("assets/big-ABCDEFGH.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    const small = await get("assets/small.js", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

describe("createStaticServer with a 404.html", () => {
  it("answers a page path with no page of its own 404 and 404.html, a route's page 200; the dev server's index.html instead", async () => {
    const dir = await tempDir("gallery-static-404-");
    await writeTree(dir, { "index.html": INDEX, "404.html": "<p>not found page</p>", "samples/charts/index.html": "<p>charts</p>" });
    expect(await resolveRequest(dir, BASE, "/react-demos/samples/nothing")).toEqual({ kind: "not-found-page", file: path.join(dir, "404.html") });
    expect(await resolveRequest(dir, BASE, "/react-demos/samples/nothing", "index")).toEqual({ kind: "fallback", file: path.join(dir, "index.html") });
    const site = createStaticServer({ root: dir, base: BASE });
    const sitePort = await listen(site, 0);
    try {
      const unknown = await fetch(`http://127.0.0.1:${sitePort}${BASE}samples/nothing`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await unknown.text()).toBe("<p>not found page</p>");
      for (const known of ["samples/charts", "samples/charts/", ""]) expect((await fetch(`http://127.0.0.1:${sitePort}${BASE}${known}`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${sitePort}${BASE}assets/missing.js`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
