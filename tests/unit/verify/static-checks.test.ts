/**
 * The static half of `gallery verify`: one small project per rule, each breaking exactly that rule
 * next to a sample that follows every rule, so each test can assert the one problem it expects.
 */
import { cp, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generate, loadCatalog } from "../../../cli/catalog/generate";
import type { Problem } from "../../../cli/errors";
import { checkMenuLinks, missingRoutePages, runStaticChecks, typecheck } from "../../../cli/verify/static-checks";
import { cleanupTempDirs, lineContaining, tempDir, VALID_CONFIG_YAML, writeTree } from "../helpers";

const REPO = path.resolve(import.meta.dirname, "../../..");
const GOOD = "samples/charts/data-chart/good";
const BROKEN = "samples/charts/data-chart/broken";
const OUTSIDE = "reaches outside the sample's folder and the _shared/ folders above it";
const META = JSON.stringify({ description: "Shows a sample for a unit test of verify." });

const goodSample = {
  [`${GOOD}/sample.json`]: META,
  [`${GOOD}/index.tsx`]: `import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { label } from "./label";
import { greeting } from "../../../_shared/greeting";

export default function GoodSample() {
  const [count, setCount] = useState(0);
  return <IgrButton onClick={() => setCount(count + 1)}>{greeting} {label} {count}</IgrButton>;
}
`,
  [`${GOOD}/label.ts`]: `export const label = "clicks:";\n`,
  "samples/_shared/greeting.ts": `export const greeting = "Hello";\n`,
};

/** A project (config, package.json, the good sample, `files`) with the repo's node_modules linked in. */
async function project(files: Record<string, string>, options: { generated?: boolean; tsconfig?: boolean } = {}): Promise<string> {
  const root = await tempDir("gallery-static-");
  await writeTree(root, {
    "package.json": JSON.stringify({ name: "fixture", private: true, type: "module" }),
    "samples.config.yaml": VALID_CONFIG_YAML,
    ...goodSample,
    ...files,
  });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  if (options.tsconfig) {
    // The project's own compiler options; generated/ is left out because it imports cli/.
    const tsconfig = JSON.parse(await readFile(path.join(REPO, "tsconfig.json"), "utf8"));
    await writeFile(path.join(root, "tsconfig.json"), JSON.stringify({ ...tsconfig, include: ["samples", "types"] }));
    await cp(path.join(REPO, "types"), path.join(root, "types"), { recursive: true });
  }
  if (options.generated !== false) await generate(root);
  return root;
}

const brief = (problems: readonly Problem[]) => problems.map((p) => ({ file: p.file, field: p.field, message: p.message }));

async function staticProblems(root: string) {
  return brief((await runStaticChecks(root, { typecheck: false })).problems);
}

afterAll(cleanupTempDirs);

describe("runStaticChecks", () => {
  it("finds nothing wrong with a sample that follows every rule (own modules and samples/_shared imports included)", async () => {
    const root = await project({});
    const report = await runStaticChecks(root, { typecheck: false });
    expect(report.problems).toEqual([]);
    expect(report.catalog?.samples.map((s) => s.dir)).toEqual([GOOD]);
  });

  it("reports an invalid sample.json with its file and field, and stops before the other checks", async () => {
    const root = await project(
      {
        [`${BROKEN}/sample.json`]: JSON.stringify({ description: "Too short", color: "red" }),
        [`${BROKEN}/index.tsx`]: `export default function Broken() { return null; }\n`,
      },
      { generated: false },
    );
    const report = await runStaticChecks(root, { typecheck: false });
    expect(report.catalog).toBeNull();
    expect(brief(report.problems)).toEqual([
      { file: `${BROKEN}/sample.json`, field: "description", message: "expected at least 10 characters: one sentence saying what the sample shows" },
      { file: `${BROKEN}/sample.json`, field: "color", message: expect.stringMatching(/^unknown key \(allowed: description, heading, /) },
    ]);
  });

  it("reports generated/ as stale when a sample was added after the last generate", async () => {
    const root = await project({});
    await writeTree(root, {
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `export default function Added() { return null; }\n`,
    });
    const problems = await staticProblems(root);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.file).toMatch(/^generated\/.+\.gen\.ts$/);
      expect(p.message).toBe("generated/ is stale: run gallery generate");
    }
    expect(problems.map((p) => p.file)).toContain("generated/imports.gen.ts");
  });

  it("reports a sample without a default export", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `export function Broken() { return null; }\n`,
    });
    expect(await staticProblems(root)).toEqual([
      { file: `${BROKEN}/index.tsx`, field: "default export", message: "the entry module has no default export" },
    ]);
  });

  it("reports a sample that imports an Ignite UI theme stylesheet", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `import "igniteui-webcomponents/themes/light/bootstrap.css";\nexport default function Broken() { return null; }\n`,
    });
    expect(await staticProblems(root)).toEqual([
      {
        file: `${BROKEN}/index.tsx`,
        field: "import 'igniteui-webcomponents/themes/light/bootstrap.css'",
        message: "samples must not import an Ignite UI theme stylesheet",
      },
    ]);
  });

  it("reports a sample that calls createRoot", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `import { createRoot } from "react-dom/client";
export default function Broken() { return null; }
createRoot(document.body).render(<Broken />);
`,
    });
    expect(await staticProblems(root)).toEqual([
      { file: `${BROKEN}/index.tsx`, field: "createRoot", message: "samples must not call createRoot: the shell mounts them" },
    ]);
  });

  it("reports an inline object given to an Ignite UI component, in the sample's own module or a _shared/ one", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `import { Sorted } from "./sorted";\nimport { Chart } from "../_shared/chart";\nexport default function Broken() { return <><Sorted /><Chart /></>; }\n`,
      [`${BROKEN}/sorted.tsx`]: `import { IgrGrid } from "igniteui-react-grids";\nexport function Sorted() {\n  return <IgrGrid sortingOptions={{ mode: "single" }} />;\n}\n`,
      "samples/charts/_shared/chart.tsx": `import { IgrCategoryChart } from "igniteui-react-charts";\nexport const Chart = () => <IgrCategoryChart brushes={["red"]} />;\n`,
    });
    const found = (await runStaticChecks(root, { typecheck: false })).problems.map((p) => `${p.file}:${p.line} ${p.field}`);
    expect(found).toEqual(["samples/charts/_shared/chart.tsx:2 <IgrCategoryChart brushes>", `${BROKEN}/sorted.tsx:3 <IgrGrid sortingOptions>`]);
  });

  it("reports createRoot called from one of the sample's own modules, not only from index.tsx", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `import { mount } from "./mount";\nexport default function Broken() { return null; }\nmount();\n`,
      [`${BROKEN}/mount.tsx`]: `import { createRoot } from "react-dom/client";\nexport function mount() { createRoot(document.body); }\n`,
    });
    expect(await staticProblems(root)).toEqual([
      { file: `${BROKEN}/index.tsx`, field: "createRoot", message: "samples must not call createRoot: the shell mounts them" },
    ]);
  });

  it("reports an import that leaves the sample's folder, from index.tsx or from one of its modules", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `import { label } from "../good/label";
import { helper } from "./helper";
export default function Broken() { return <p>{label}{helper}</p>; }
`,
      [`${BROKEN}/helper.ts`]: `import { greeting } from "../../../_shared/greeting";\nimport { other } from "../../../../outside";\nexport const helper = greeting + other;\n`,
      "outside.ts": `export const other = "!";\n`,
    });
    expect(await staticProblems(root)).toEqual([
      { file: `${BROKEN}/index.tsx`, field: "import '../good/label'", message: OUTSIDE },
      { file: `${BROKEN}/helper.ts`, field: "import '../../../../outside'", message: OUTSIDE },
    ]);
  });

  it("accepts the _shared/ folders of the sample's own levels, and no other component's or group's", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: [
        `import { site } from "../../../_shared/site";`,
        `import { group } from "../../_shared/group";`,
        `import { own } from "../_shared/own";`,
        `import { sibling } from "../../pie-chart/_shared/sibling";`,
        `import { foreign } from "../../../grids/_shared/foreign";`,
        `export default function Levels() { return <p>{site}{group}{own}{sibling}{foreign}</p>; }`,
      ].join("\n"),
      "samples/_shared/site.ts": `export const site = "s";\n`,
      "samples/charts/_shared/group.ts": `export const group = "g";\n`,
      "samples/charts/data-chart/_shared/own.ts": `export const own = "o";\n`,
      "samples/charts/pie-chart/_shared/sibling.ts": `export const sibling = "p";\n`,
      "samples/grids/_shared/foreign.ts": `export const foreign = "f";\n`,
    });
    expect(await staticProblems(root)).toEqual([
      { file: `${BROKEN}/index.tsx`, field: "import '../../pie-chart/_shared/sibling'", message: OUTSIDE },
      { file: `${BROKEN}/index.tsx`, field: "import '../../../grids/_shared/foreign'", message: OUTSIDE },
    ]);
  });

  it("accepts imports from samples/_shared, whatever their depth", async () => {
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: `import { greeting } from "../../../_shared/greeting";\nimport { deep } from "../../../_shared/more/deep";\nexport default function Shared() { return <p>{greeting}{deep}</p>; }\n`,
      "samples/_shared/more/deep.ts": `export const deep = "deep";\n`,
    });
    expect(await staticProblems(root)).toEqual([]);
  });

  it("reports a module that does not compile, with its line, without hiding the other samples' problems", async () => {
    const source = `export default function Broken() {\n  return <p>unclosed;\n}\n`;
    const root = await project({
      [`${BROKEN}/sample.json`]: META,
      [`${BROKEN}/index.tsx`]: source,
      "samples/inputs/button/no-default/sample.json": META,
      "samples/inputs/button/no-default/index.tsx": `export const value = 1;\n`,
    });
    const problems = (await runStaticChecks(root, { typecheck: false })).problems;
    const compile = problems.filter((p) => p.message.startsWith("does not compile: "));
    expect(compile.length).toBeGreaterThan(0);
    for (const p of compile) expect(p).toMatchObject({ file: `${BROKEN}/index.tsx`, line: expect.any(Number) });
    expect(brief(problems.filter((p) => !compile.includes(p)))).toEqual([
      { file: "samples/inputs/button/no-default/index.tsx", field: "default export", message: "the entry module has no default export" },
    ]);
  });

  it("reports every broken sample in one run", async () => {
    const root = await project({
      "samples/charts/data-chart/no-default/sample.json": META,
      "samples/charts/data-chart/no-default/index.tsx": `export const x = 1;\n`,
      "samples/inputs/button/themed/sample.json": META,
      "samples/inputs/button/themed/index.tsx": `import "igniteui-webcomponents/themes/dark/material.css";\nexport default function T() { return null; }\n`,
    });
    expect((await staticProblems(root)).map((p) => p.file).sort()).toEqual([
      "samples/charts/data-chart/no-default/index.tsx",
      "samples/inputs/button/themed/index.tsx",
    ]);
  });
});

describe("checkMenuLinks", () => {
  it("passes when every menu link resolves to its own sample", async () => {
    const root = await project({});
    expect(checkMenuLinks(await loadCatalog(root))).toEqual([]);
  });

  it("reports a menu link that resolves to no sample, and one that opens another sample", async () => {
    const root = await project({ [`${BROKEN}/sample.json`]: META, [`${BROKEN}/index.tsx`]: `export default function B() { return null; }\n` });
    const catalog = await loadCatalog(root);
    const withPaths = (rewrite: (path: string) => string) => {
      const navigation = structuredClone(catalog.manifest.navigation) as typeof catalog.manifest.navigation;
      for (const route of navigation[0]!.components[0]!.routes as unknown as { path: string }[]) route.path = rewrite(route.path);
      return checkMenuLinks({ ...catalog, manifest: { ...catalog.manifest, navigation } });
    };
    // A path the shell's lookup cannot parse, as a buggy generator might write it.
    expect(brief(withPaths((p) => (p === "/charts/data-chart/good" ? "/charts/data-chart/good/extra" : p)))).toEqual([
      { file: GOOD, field: "route", message: "menu link /charts/data-chart/good/extra does not resolve to its sample" },
      { file: GOOD, field: "route", message: "menu link /samples/charts/data-chart/good/extra does not resolve to its sample" },
      // Its alias is derived from the grouped path, so it is lost with it.
      { file: GOOD, field: "route", message: "menu link /charts/data-chart-good does not resolve to its sample" },
      { file: GOOD, field: "route", message: "menu link /samples/charts/data-chart-good does not resolve to its sample" },
    ]);
    // A link written with another sample's path opens that sample: it is reported for the sample it belongs to.
    const shadowed = brief(withPaths((p) => (p === "/charts/data-chart/good" ? "/charts/data-chart/broken" : p)));
    expect(shadowed).toContainEqual({ file: GOOD, field: "route", message: "menu link /charts/data-chart/broken does not resolve to its sample" });
    expect(shadowed.filter((problem) => problem.file === BROKEN)).toEqual([]);
  });
});

describe("typecheck", () => {
  it("passes a project whose samples type-check, and reports a type error with its file and line", { timeout: 120_000 }, async () => {
    const root = await project({}, { tsconfig: true });
    expect(await typecheck(root)).toEqual([]);

    const source = `export default function Broken() {\n  const count: number = "three";\n  return <p>{count}</p>;\n}\n`;
    await writeTree(root, { [`${BROKEN}/sample.json`]: META, [`${BROKEN}/index.tsx`]: source });
    await generate(root);
    const report = await runStaticChecks(root, { typecheck: true });
    expect(report.problems).toHaveLength(2);
    expect(report.problems[0]).toMatchObject({ file: `${BROKEN}/index.tsx`, line: lineContaining(source, "three") });
    expect(report.problems[0]!.message).toMatch(/^TS2322: Type 'string' is not assignable to type 'number'/);
    // The type-check's companion: the Controls manifest of the IgrButton the good sample renders was never written.
    expect(report.problems[1]).toMatchObject({ file: "generated/controls/IgrButton.json", message: expect.stringMatching(/^missing/) });
  });
});

describe("missingRoutePages", () => {
  it("names each route form of a sample whose page the build lacks", async () => {
    const dist = await tempDir();
    const sample = { group: "gauges", component: "radial-gauge", sample: "needle" };
    await writeTree(dist, {
      "samples/gauges/radial-gauge/needle/index.html": "<!doctype html>",
      "samples/gauges/radial-gauge-needle/index.html": "<!doctype html>",
      "gauges/radial-gauge/needle/index.html": "<!doctype html>",
    });
    const found = await missingRoutePages(dist, [sample], "/samples");
    expect(found.map((p) => p.message)).toEqual([
      "the build has no page for /gauges/radial-gauge-needle: a link to it would show the fallback page",
    ]);
    expect(found[0]).toMatchObject({ file: "samples/gauges/radial-gauge/needle", field: "route" });
  });
});
