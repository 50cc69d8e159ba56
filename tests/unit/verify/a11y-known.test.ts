import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseKnownList } from "../../../cli/catalog/a11y-known";
import { renderA11yState } from "../../../cli/catalog/a11y-state";
import { staleKnownEntries } from "../../../cli/verify/a11y-stale";
import { A11Y_KNOWN_FILE } from "../../../contract/a11y-known";
import { knownInThemes } from "../../../contract/themes";

const FILE = A11Y_KNOWN_FILE;

const VALID = `known:
  - rule: aria-required-parent
    component: igc-step
    samples: ["layouts/stepper/*"]
    why: the step's header has role tab inside the step's shadow tree, away from the stepper's tablist
  - rule: aria-required-children
    component: igx-grid
    samples: ["grids/grid/*", "grids/grid-lite/overview"]
    why: the grid gives role grid to an element whose rows are rendered later, inside its own template
`;

function listOf(text: string) {
  const result = parseKnownList(text, FILE);
  if (!result.list) throw new Error(JSON.stringify(result.problems));
  return result.list;
}

function problemsOf(text: string) {
  const result = parseKnownList(text, FILE);
  expect(result.list).toBeNull();
  return result.problems;
}

describe("the known list", () => {
  it("gives each sample the entries whose globs match its id", () => {
    const list = listOf(VALID);
    expect(list.forSample("layouts/stepper/linear").map((e) => e.component)).toEqual(["igc-step"]);
    expect(list.forSample("grids/grid-lite/overview").map((e) => e.component)).toEqual(["igx-grid"]);
    expect(list.forSample("grids/grid-lite/sorting")).toEqual([]);
    expect(list.forSample("layouts/tabs/overview")).toEqual([]);
  });

  it("names the file, the field and the line of each bad entry, all at once", () => {
    const bad = VALID.replace("rule: aria-required-children", "rule: Aria Children").replace('why: the step', "why: short\n    extra: 1\n    # was: the step");
    const problems = problemsOf(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: FILE, field: "known.1.rule", line: 8, message: expect.stringMatching(/axe-core rule id/) }),
        expect.objectContaining({ file: FILE, field: "known.0.why", line: 5, message: expect.stringMatching(/at least 20 characters/) }),
        expect.objectContaining({ file: FILE, field: "known.0.extra", message: "unknown key 'extra'" }),
      ]),
    );
  });

  it("refuses a missing field, an empty sample list and a glob that is not a sample id", () => {
    const problems = problemsOf(`known:\n  - rule: region\n    samples: []\n    why: the component renders a landmark-less live region of its own\n  - rule: region\n    component: igc-x\n    samples: ["Grids/**"]\n    why: the component renders a landmark-less live region of its own\n`);
    expect(problems.map((p) => p.field)).toEqual(["known.0.component", "known.0.samples", "known.1.samples.0"]);
    expect(problems[2]!.message).toMatch(/sample id or a glob/);
  });

  it("refuses the same rule on the same component twice, naming the earlier entry", () => {
    const twice = VALID + VALID.split("\n").slice(1, 5).join("\n").replace("layouts/stepper/*", "layouts/stepper/linear") + "\n";
    const problems = problemsOf(twice);
    expect(problems).toEqual([expect.objectContaining({ field: "known.2.component", message: expect.stringMatching(/already listed at known\.0/) })]);
  });

  it("refuses a plain value that ' #' cuts short, and takes it quoted", () => {
    const colour = VALID.replace("away from the stepper's tablist", "away from the tablist (#949ea9 text) on #f8f9fa");
    expect(problemsOf(colour)).toEqual([
      expect.objectContaining({ file: FILE, field: "known.0.why", line: 5, message: expect.stringMatching(/starts a YAML comment/), fix: "put the value in double quotes" }),
    ]);
    const quoted = colour.replace(/why: (the step.*)/, (_, why: string) => `why: "${why}"`);
    expect(listOf(quoted).entries[0]!.why).toMatch(/on #f8f9fa$/);
  });

  it("takes the themes an entry occurs in, and refuses a theme key the shell does not know", () => {
    const themed = VALID.replace('samples: ["layouts/stepper/*"]', 'samples: ["layouts/stepper/*"]\n    themes: [material-dark, fluent-dark]');
    const entry = listOf(themed).entries[0]!;
    expect(entry.themes).toEqual(["material-dark", "fluent-dark"]);
    expect(knownInThemes(entry, ["bootstrap-light", "bootstrap-dark"])).toBe(false);
    expect(knownInThemes(entry, ["fluent-dark"])).toBe(true);
    expect(knownInThemes(listOf(VALID).entries[0]!, ["indigo-light"])).toBe(true);
    const problems = problemsOf(themed.replace("fluent-dark", "fluent-night"));
    expect(problems).toEqual([expect.objectContaining({ file: FILE, field: "known.0.themes.1", message: expect.stringMatching(/expected theme keys among bootstrap-light/) })]);
  });

  it("carries an entry's themes to the sample pages' state, so a page shows it in those themes only", () => {
    const themed = VALID.replace('samples: ["layouts/stepper/*"]', 'samples: ["layouts/stepper/*"]\n    themes: [material-dark]');
    const { content } = renderA11yState(["grids/grid/sorting", "layouts/stepper/linear"], listOf(themed));
    const issues = JSON.parse(/knownIssues: readonly KnownIssue\[\] = (\[[\s\S]*?\n\]);/.exec(content)![1]!);
    expect(issues).toEqual([
      expect.objectContaining({ component: "igx-grid" }),
      expect.objectContaining({ component: "igc-step", themes: ["material-dark"] }),
    ]);
    expect(issues[0]).not.toHaveProperty("themes");
  });

  it("reports a YAML syntax error with its line", () => {
    expect(problemsOf("known:\n  - rule: [a\n")).toEqual([expect.objectContaining({ file: FILE, line: expect.any(Number), message: expect.stringMatching(/^YAML syntax error/) })]);
  });

  it("accepts the project's own list", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const result = parseKnownList(readFileSync(path.join(root, FILE), "utf8"), FILE);
    expect(result.problems).toEqual([]);
  });
});

describe("a stale entry", () => {
  const list = listOf(VALID);
  const steppers = ["layouts/stepper/linear", "layouts/stepper/overview"];
  const all = [...steppers, "grids/grid/sorting", "grids/grid-lite/overview", "layouts/tabs/overview"];

  it("is one that no sample showed in a run that checked every sample it applies to", () => {
    const visits = all.map((sample) => ({ sample, a11ySeen: sample.startsWith("grids/grid/") ? ["aria-required-children on igx-grid"] : [] }));
    expect(staleKnownEntries(list, all, visits)).toEqual([
      expect.objectContaining({ file: FILE, field: "known.0", message: "aria-required-parent on igc-step no longer occurs in any of its 2 sample(s)" }),
    ]);
  });

  it("is not judged when a sample it applies to was left out, or its a11y check did not run", () => {
    const shard = all.filter((id) => id !== "layouts/stepper/overview").map((sample) => ({ sample, a11ySeen: [] }));
    expect(staleKnownEntries(list, all, shard).map((p) => p.field)).toEqual(["known.1"]);
    const timedOut = all.map((sample) => (sample === "layouts/stepper/linear" ? { sample } : { sample, a11ySeen: [] }));
    expect(staleKnownEntries(list, all, timedOut).map((p) => p.field)).toEqual(["known.1"]);
  });

  it("is judged only in a run whose pages showed a theme the entry names", () => {
    const themed = listOf(VALID.replace('samples: ["layouts/stepper/*"]', 'samples: ["layouts/stepper/*"]\n    themes: [material-dark]'));
    const visits = all.map((sample) => ({ sample, a11ySeen: [] }));
    expect(staleKnownEntries(themed, all, visits, ["bootstrap-light", "bootstrap-dark"]).map((p) => p.field)).toEqual(["known.1"]);
    expect(staleKnownEntries(themed, all, visits, ["material-dark"]).map((p) => p.field)).toEqual(["known.0", "known.1"]);
  });

  it("is none when one of its samples showed it", () => {
    const visits = all.map((sample) => ({ sample, a11ySeen: ["aria-required-parent on igc-step", "aria-required-children on igx-grid"].filter(() => sample === "layouts/stepper/linear" || sample === "grids/grid/sorting") }));
    expect(staleKnownEntries(list, all, visits)).toEqual([]);
  });
});
