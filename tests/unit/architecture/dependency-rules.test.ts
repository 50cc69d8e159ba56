import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const fixture = path.join(root, "tests/architecture/fixture");

interface CruiseResult {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

describe("dependency rules (.dependency-cruiser.cjs)", () => {
  it("fail on a tree that breaks each rule once, naming the rule and the import", async () => {
    const run = promisify(execFile);
    // depcruise exits non-zero when it finds violations; the JSON on stdout is what is checked.
    const output = await run(path.join(root, "node_modules/.bin/depcruise"), ["shell", "cli", "samples", "contract", "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
      cwd: fixture,
      maxBuffer: 10_000_000,
    }).then(
      (done) => done.stdout,
      (error: { stdout: string }) => error.stdout,
    );
    const { violations } = (JSON.parse(output) as CruiseResult).summary;
    const found = violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual([
      "cli-not-to-shell: cli/generator.ts → shell/label.ts",
      "contract-stands-alone: contract/routes.ts → cli/generator.ts",
      expect.stringMatching(/^no-circular: /),
      "samples-stand-alone: samples/inputs/button/overview/index.tsx → contract/routes.ts",
      "shell-not-to-cli: shell/label.ts → cli/generator.ts",
    ]);
  }, 60_000);
});
