import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { componentManifestSchema, controlsManifestPath, type ComponentManifest, type ControlProperty } from "../../../contract/controls-manifest";
import { findIgniteElements } from "../../../contract/jsx-elements";
import { applyChange, attributeChange, type ControlValue } from "../../../shell/controls/rewrite";
import { valueToWrite } from "../../../shell/controls/values";

const ROOT = process.cwd();
const CHOICES = 200;
const CHECK = path.join(ROOT, ".cache", `controls-check-${process.pid}`);

/** A small seeded generator (mulberry32), so a failure names a choice that can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const manifests = new Map<string, ComponentManifest | undefined>();
function manifestOf(component: string): ComponentManifest | undefined {
  if (!manifests.has(component)) {
    const file = path.join(ROOT, controlsManifestPath(component));
    manifests.set(component, existsSync(file) ? componentManifestSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : undefined);
  }
  return manifests.get(component);
}

/** A value the property's control can produce. */
function valueFor(property: ControlProperty, next: () => number): ControlValue {
  switch (property.kind) {
    case "boolean":
      return next() < 0.5;
    case "number":
      return Math.round(next() * 200) - 20;
    case "enum":
      return property.members![Math.floor(next() * property.members!.length)];
    case "brush":
      return next() < 0.5 ? "#3366cc" : "rgba(200, 40, 40, 0.8)";
    default:
      return next() < 0.1 ? "" : `text ${Math.floor(next() * 100)}`;
  }
}

describe("what the Controls panel writes type-checks", () => {
  it(`${CHOICES} random (sample, component, property, value) choices give zero type errors in one tsc run`, { timeout: 900_000 }, () => {
    const next = random(31);
    const files = fg.sync("samples/*/*/*/index.tsx", { cwd: ROOT }).sort();
    const changed = new Map<string, string>();
    const choices: string[] = [];
    for (let attempt = 0; choices.length < CHOICES && attempt < CHOICES * 20; attempt++) {
      const file = files[Math.floor(next() * files.length)]!;
      const code = changed.get(file) ?? readFileSync(path.join(ROOT, file), "utf8");
      const elements = findIgniteElements(code).filter((element) => manifestOf(element.name));
      const element = elements[Math.floor(next() * elements.length)];
      const offered = element && manifestOf(element.name)!.properties.filter((p) => p.kind !== "code");
      const property = offered?.[Math.floor(next() * offered.length)];
      if (!element || !property) continue;
      const value = valueToWrite(property, valueFor(property, next));
      const change = attributeChange(code, element, property.name, value);
      if (!change) continue;
      changed.set(file, applyChange(code, change));
      choices.push(`${file}: ${element.name}#${element.rank} ${property.name} = ${JSON.stringify(value)}`);
    }
    expect(choices).toHaveLength(CHOICES);

    rmSync(CHECK, { recursive: true, force: true });
    mkdirSync(CHECK, { recursive: true });
    try {
      // The samples' tree whole (their relative imports), with the changed files over it.
      cpSync(path.join(ROOT, "samples"), path.join(CHECK, "samples"), { recursive: true });
      for (const [file, code] of changed) writeFileSync(path.join(CHECK, file), code);
      const { compilerOptions } = JSON.parse(readFileSync(path.join(ROOT, "tsconfig.json"), "utf8")) as { compilerOptions: Record<string, unknown> };
      const ambient = fg.sync("types/**/*.d.ts", { cwd: ROOT }).map((file) => path.join(ROOT, file));
      writeFileSync(path.join(CHECK, "tsconfig.json"), JSON.stringify({ compilerOptions, files: [...changed.keys(), ...ambient] }));
      const tsc = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", path.join(CHECK, "tsconfig.json")], { encoding: "utf8" });
      const errors = tsc.stdout.split("\n").filter((line) => /error TS\d+/.test(line));
      expect(errors, `${errors.length} type errors; the choices were:\n${choices.join("\n")}`).toEqual([]);
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(CHECK, { recursive: true, force: true });
    }
  });
});
