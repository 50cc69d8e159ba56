import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SampleEntry, ValidSample } from "../../../contract/manifest";
import { plannedVisits } from "../../../cli/verify/render";
import { changedFiles, inRotatingPart, inShard, parseShard, rotationSlot, samplesTouchedBy } from "../../../cli/verify/selection";
import { tempDir, writeTree } from "../helpers";

const ids = Array.from({ length: 53 }, (_, i) => `group-${i % 3}/component-${i % 5}/sample-${i}`);
const entry = (id: string) => {
  const [group, component, sample] = id.split("/") as [string, string, string];
  return { id, group, component, sample } as SampleEntry;
};

describe("--shard", () => {
  it("parses i/n and refuses anything else with a usage error", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
    for (const bad of ["0/4", "5/4", "2", "a/b", "1/0"]) expect(() => parseShard(bad)).toThrow(/--shard: expected i\/n/);
  });

  it("n shards are disjoint, differ in size by one at most, and together are every sample", () => {
    const shards = [1, 2, 3, 4].map((index) => inShard(ids, { index, count: 4 }));
    const all = shards.flatMap((s) => [...s]);
    expect(all.sort()).toEqual([...ids].sort());
    expect(new Set(all).size).toBe(ids.length);
    const sizes = shards.map((s) => s.size);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("the visits of the n shards are exactly the visits of the full run, alias and embed rotation included", () => {
    const full = plannedVisits(ids.map(entry), "/samples", 3).map((v) => `${v.sample.id} ${v.route}`).sort();
    const sharded = [1, 2, 3].flatMap((index) => {
      const shard = inShard(ids, { index, count: 3 });
      return plannedVisits(ids.filter((id) => shard.has(id)).map(entry), "/samples", 3).map((v) => `${v.sample.id} ${v.route}`);
    });
    expect(sharded.sort()).toEqual(full);
    expect(full.length).toBeGreaterThan(ids.length);
  });

  it("--runner visits every sample once, at its grouped path", () => {
    const visits = plannedVisits(ids.map(entry), "/samples", 3, 1, true);
    expect(visits.map((v) => v.route)).toEqual(ids.map((id) => `/samples/${id}`));
  });
});

describe("--rotating", () => {
  it("n consecutive rotations check every sample exactly once, whichever day they start", () => {
    for (const parts of [4, 8]) {
      const start = 20_417;
      const days = Array.from({ length: parts }, (_, day) => ids.filter((id) => inRotatingPart(id, parts, start + day)));
      expect(days.flat().sort()).toEqual([...ids].sort());
      expect(days.every((part) => part.length > 0 && part.length < ids.length)).toBe(true);
    }
  });

  it("in four parts, a sample's day is its alias and embed day", () => {
    for (const id of ids) expect(inRotatingPart(id, 4, 7)).toBe(rotationSlot(id) === 3);
  });
});

describe("--changed", () => {
  const sample = (id: string): ValidSample => {
    const [group, component, name] = id.split("/") as [string, string, string];
    return { group, component, sample: name, dir: `samples/${id}`, files: ["index.tsx", "sample.json"], meta: { description: "x", showInNav: true, network: [], tags: [] } };
  };

  it("touches a sample through its own files or a _shared/ file it imports at any level, not others", async () => {
    const root = await tempDir("gallery-changed-");
    await writeTree(root, {
      "samples/_shared/random.ts": "export const random = () => 4;\n",
      "samples/grids/_shared/controls.tsx": 'import { random } from "../../_shared/random";\nexport const Bar = () => random();\n',
      "samples/grids/grid/_shared/products.ts": "export const products = [1, 2];\n",
      "samples/grids/grid/a/index.tsx": 'import { Bar } from "../../_shared/controls";\nexport default function A() { return Bar(); }\n',
      "samples/grids/grid/b/index.tsx": 'import { products } from "../_shared/products";\nexport default function B() { return products.length; }\n',
      "samples/grids/grid/c/index.tsx": "export default function C() { return 1; }\n",
    });
    const samples = ["grids/grid/a", "grids/grid/b", "grids/grid/c"].map(sample);
    expect([...(await samplesTouchedBy(root, samples, ["samples/_shared/random.ts"]))]).toEqual(["grids/grid/a"]);
    expect([...(await samplesTouchedBy(root, samples, ["samples/grids/grid/_shared/products.ts"]))]).toEqual(["grids/grid/b"]);
    expect([...(await samplesTouchedBy(root, samples, ["samples/grids/grid/c/index.tsx", "README.md"]))]).toEqual(["grids/grid/c"]);
    expect([...(await samplesTouchedBy(root, samples, ["shell/app.tsx"]))]).toEqual([]);
  });

  it("lists committed, uncommitted and untracked changes since a ref", async () => {
    const root = await tempDir("gallery-changed-git-");
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...args], { cwd: root });
    git("init", "-q", "-b", "main");
    await writeTree(root, { "a.txt": "a\n", "b.txt": "b\n" });
    git("add", ".");
    git("commit", "-qm", "one");
    git("checkout", "-qb", "work");
    await writeFile(path.join(root, "a.txt"), "changed\n");
    git("commit", "-qam", "two");
    await writeFile(path.join(root, "b.txt"), "uncommitted\n");
    await writeFile(path.join(root, "c.txt"), "untracked\n");
    expect(await changedFiles(root)).toEqual(["a.txt", "b.txt", "c.txt"]);
    expect(await changedFiles(root, "HEAD")).toEqual(["b.txt", "c.txt"]);
  });
});
