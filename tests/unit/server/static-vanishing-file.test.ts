import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createStaticServer, listen } from "../../../cli/server/static";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

// A rebuild that replaces dist/ while `gallery serve` answers (a verify run's server, a dev session)
// removes a file between the server's lookup and its read: simulated by a read that fails as it would.
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    createReadStream: (file: string, ...rest: unknown[]) =>
      String(file).endsWith("vanishing.js") ? fs.createReadStream(`${String(file)}.gone`) : fs.createReadStream(file, ...(rest as [])),
  };
});

const BASE = "/react-demos/";
let server: http.Server;
let port: number;

beforeAll(async () => {
  const root = path.join(await tempDir("gallery-static-vanishing-"), "dist");
  await writeTree(root, { "index.html": "<!doctype html>", "assets/vanishing.js": "1;\n", "assets/kept.js": "2;\n" });
  server = createStaticServer({ root, base: BASE });
  port = await listen(server, 0);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await cleanupTempDirs();
});

const get = (pathname: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });

it("answers a file gone between lookup and read with a 404, and keeps serving", async () => {
  expect((await get(`${BASE}assets/vanishing.js`)).status).toBe(404);
  expect(await get(`${BASE}assets/kept.js`)).toEqual({ status: 200, body: "2;\n" });
});
