#!/usr/bin/env node
// `npm run test:e2e`: builds dist/ (unless GALLERY_DIST names a build already made), then runs the
// Playwright specs with vitest. Extra arguments go to vitest, e.g. `npm run test:e2e -- routes`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: repo, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.GALLERY_DIST) run(process.execPath, [path.join(repo, "bin/gallery.mjs"), "build", "--sourcemaps"]);
run(process.execPath, [path.join(repo, "node_modules/vitest/vitest.mjs"), "run", "-c", "vitest.e2e.config.ts", ...process.argv.slice(2)]);
