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
    const output = await run(path.join(root, "node_modules/.bin/depcruise"), ["shell", "cli", "samples", "contract", "generated", "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
      cwd: fixture,
      maxBuffer: 10_000_000,
    }).then(
      (done) => done.stdout,
      (error: { stdout: string }) => error.stdout,
    );
    const { violations } = (JSON.parse(output) as CruiseResult).summary;
    const found = violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual([
      "cli-not-to-generated: cli/catalog/ids.ts → generated/manifest.gen.ts",
      "cli-not-to-shell: cli/generator.ts → shell/label.ts",
      "contract-stands-alone: contract/routes.ts → cli/generator.ts",
      expect.stringMatching(/^no-circular: /),
      // Two folders, no file cycle: cli/bundle/build.ts → cli/export/write.ts, cli/export/project.ts → cli/bundle/data-path.ts.
      "no-folder-cycle-in-cli: cli/bundle → cli/export",
      "no-folder-cycle-in-cli: cli/export → cli/bundle",
      "samples-stand-alone: samples/inputs/button/overview/index.tsx → contract/routes.ts",
      "shell-not-to-cli: shell/label.ts → cli/generator.ts",
      "shell-not-to-samples: shell/sample-page.tsx → samples/inputs/button/overview/index.tsx",
    ]);
  }, 60_000);
});
