#!/usr/bin/env node
// Builds the site from a copy of the project that holds only the samples that build, plus the e2e
// fixture sample (a sample with its own stylesheet), so the e2e specs can run while other samples
// are still being written. Prints the dist folder to pass as GALLERY_DIST.
//
//   node tests/e2e/build-copy.mjs [copy-dir]      (default /tmp/e2e-copy)
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, symlinkSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(fileURLToPath(import.meta.url), "../../..");
const copy = path.resolve(process.argv[2] ?? "/tmp/e2e-copy");
const FIXTURE_ID = "inputs/button/e2e-styled";

rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
for (const name of ["package.json", "samples.config.yaml", "tsconfig.json", "contract", "cli", "shell", "types", "generated/controls"]) {
  cpSync(path.join(repo, name), path.join(copy, name), { recursive: true });
}
symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"));
const dirs = (dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith("_"));
// The _shared/ folders of every level: samples/, each group, each component.
const copyShared = (...level) => {
  const shared = path.join("samples", ...level, "_shared");
  if (existsSync(path.join(repo, shared))) cpSync(path.join(repo, shared), path.join(copy, shared), { recursive: true });
};
copyShared();
for (const group of dirs(path.join(repo, "samples"))) {
  copyShared(group.name);
  for (const component of dirs(path.join(repo, "samples", group.name))) {
    copyShared(group.name, component.name);
    for (const sample of dirs(path.join(repo, "samples", group.name, component.name))) {
      const rel = path.join("samples", group.name, component.name, sample.name);
      const complete = ["index.tsx", "sample.json"].every((f) => existsSync(path.join(repo, rel, f)));
      if (complete) cpSync(path.join(repo, rel), path.join(copy, rel), { recursive: true });
    }
  }
}
cpSync(path.join(repo, "tests/e2e/fixtures/styled-sample"), path.join(copy, "samples", FIXTURE_ID), { recursive: true });

// A half-written sample fails the build with its folder named in the message: drop it and retry.
for (let attempt = 1; ; attempt++) {
  try {
    const out = execFileSync(process.execPath, [path.join(repo, "bin/gallery.mjs"), "build"], {
      cwd: copy,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    process.stderr.write(out);
    break;
  } catch (error) {
    const text = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    const broken = new Set(
      [...text.matchAll(/samples\/([a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+)/g)]
        .map((m) => m[1])
        .filter((id) => !id.startsWith("_") && id !== FIXTURE_ID && existsSync(path.join(copy, "samples", id))),
    );
    if (broken.size === 0 || attempt > 20) {
      process.stderr.write(text);
      process.exit(1);
    }
    for (const id of broken) {
      process.stderr.write(`skipping ${id}: it does not build yet\n`);
      rmSync(path.join(copy, "samples", id), { recursive: true, force: true });
    }
  }
}
console.log(path.join(copy, "dist"));
