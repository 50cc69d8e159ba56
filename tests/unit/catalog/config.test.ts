import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, parseConfig } from "../../../cli/catalog/config";
import { VALID_CONFIG_YAML, cleanupTempDirs, lineContaining, tempDir } from "../helpers";

const FILE = "samples.config.yaml";

/** VALID_CONFIG_YAML with the first line containing `find` replaced by `replace`. */
function edit(find: string, replace: string): string {
  const lines = VALID_CONFIG_YAML.split("\n");
  const index = lines.findIndex((line) => line.includes(find));
  if (index < 0) throw new Error(`'${find}' is not in the config`);
  lines[index] = replace;
  return lines.join("\n");
}

function problemsOf(text: string) {
  const result = parseConfig(text, FILE);
  expect(result.config).toBeNull();
  return result.problems;
}

afterAll(cleanupTempDirs);

describe("parseConfig", () => {
  it("accepts the valid config and keeps the order of groups and components", () => {
    const result = parseConfig(VALID_CONFIG_YAML, FILE);
    expect(result.problems).toEqual([]);
    expect(result.config?.groups.map((g) => g.slug)).toEqual(["charts", "inputs"]);
    expect(Object.keys(result.config?.groups[0]?.components ?? {})).toEqual(["data-chart", "data", "pie-chart"]);
    expect(result.config?.groups[0]?.components["pie-chart"]).toBeNull();
  });

  it("names an unknown top-level key", () => {
    const text = VALID_CONFIG_YAML.replace("samplesPrefix:", "colour: red\nsamplesPrefix:");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: FILE, field: "colour", message: "unknown key 'colour'" });
    expect(problems[0]!.fix).toBeTruthy();
    expect(problems[0]!.line).toBe(lineContaining(text, "colour: red"));
  });

  it("names an unknown nested key and points at its line", () => {
    const text = VALID_CONFIG_YAML.replace("  variant: light", "  variant: light\n  accent: pink");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "theme.accent", message: "unknown key 'accent'" });
    expect(problems[0]!.line).toBe(lineContaining(text, "accent: pink"));
  });

  it("points at the line of an unknown key whose value is empty", () => {
    const text = VALID_CONFIG_YAML.replace("samplesPrefix:", "colour:\nsamplesPrefix:");
    const problems = problemsOf(text);
    expect(problems[0]).toMatchObject({ field: "colour", line: lineContaining(text, "colour:") });
  });

  it("points at the line of an unknown key whose value is a block map", () => {
    const text = VALID_CONFIG_YAML.replace("samplesPrefix:", "extras:\n  a: 1\nsamplesPrefix:");
    const problems = problemsOf(text);
    expect(problems[0]).toMatchObject({ field: "extras", line: lineContaining(text, "extras:") });
  });

  it("reports a bad basePath at its line", () => {
    const text = edit("basePath:", "basePath: react-demos");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: FILE, field: "basePath", line: lineContaining(text, "basePath:") });
    expect(problems[0]!.message).toMatch(/starts and ends with '\/'/);
  });

  it("reports a bad theme name at its line", () => {
    const text = edit("name: bootstrap", "  name: purple");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "theme.name", line: lineContaining(text, "name: purple") });
    expect(problems[0]!.message).toContain("bootstrap");
  });

  it("reports a bad component slug deep in the groups at its line", () => {
    const text = edit("button: Button", "      Big_Button: Button");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "groups.1.components.Big_Button" });
    expect(problems[0]!.line).toBe(lineContaining(text, "Big_Button"));
  });

  it("reports every schema problem in one run", () => {
    const text = edit("basePath:", "basePath: nope").replace("variant: light", "variant: sepia");
    const problems = problemsOf(text);
    expect(problems.map((p) => p.field).sort()).toEqual(["basePath", "theme.variant"]);
    expect(problems.find((p) => p.field === "theme.variant")!.line).toBe(lineContaining(text, "variant: sepia"));
  });

  it("reports a YAML syntax error at its line", () => {
    const text = edit("buildVersion:", "buildVersion: 23.2: 915");
    const problems = problemsOf(text);
    expect(problems.length).toBeGreaterThanOrEqual(1);
    expect(problems[0]!.message).toMatch(/^YAML syntax error: /);
    expect(problems[0]!.line).toBe(lineContaining(text, "buildVersion:"));
    expect(problems[0]!.fix).toBeTruthy();
  });

  it("reports a tab used as indentation at its line", () => {
    const text = edit("variant: light", "\tvariant: light");
    const problems = problemsOf(text);
    expect(problems[0]!.message).toMatch(/^YAML syntax error: .*[Tt]ab/);
    expect(problems[0]!.line).toBe(lineContaining(text, "\tvariant"));
  });

  it("reports an empty file as invalid rather than crashing", () => {
    const problems = problemsOf("");
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.file).toBe(FILE);
  });
});

describe("loadConfig", () => {
  it("reports a missing file as a problem", async () => {
    const file = path.join(await tempDir(), FILE);
    const result = await loadConfig(file);
    expect(result.config).toBeNull();
    expect(result.problems).toEqual([expect.objectContaining({ file, message: expect.stringMatching(/missing/) })]);
  });
});
