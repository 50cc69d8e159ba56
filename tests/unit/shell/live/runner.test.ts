import fg from "fast-glob";
import { readFileSync } from "node:fs";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompileError } from "../../../../shell/live/errors";
import { joinPath, relativePath } from "../../../../contract/posix-path";
import { resolveRelative } from "../../../../contract/resolve-relative";
import { compileSample, evaluateSample, runSample, type KeptModules } from "../../../../shell/live/runner";
import { scopeSpecifiers } from "../../../../shell/live/scope";

const scope = { react: React, "react/jsx-runtime": jsxRuntime };
const ENTRY = "charts/pie/basic/index.tsx";

const render = (files: Record<string, string>) => {
  const { Component, styles } = runSample(files, ENTRY, scope);
  return { html: renderToStaticMarkup(React.createElement(Component)), styles };
};

const compileError = (files: Record<string, string>): CompileError => {
  try {
    runSample(files, ENTRY, scope);
  } catch (error) {
    if (error instanceof CompileError) return error;
    throw error;
  }
  throw new Error("expected a CompileError");
};

describe("runSample", () => {
  it("renders the default export with relative, shared, JSON and CSS imports", () => {
    const { html, styles } = render({
      [ENTRY]: [
        'import { useState } from "react";',
        'import { label } from "./label";',
        'import { values } from "../../_shared/data";',
        'import extra from "./extra.json";',
        'import "./basic.css";',
        "type Props = { n?: number };",
        "export default function Basic(_: Props) {",
        "  const [count] = useState<number>(values.length + extra.more);",
        '  return <p className="basic">{label(count)}</p>;',
        "}",
      ].join("\n"),
      "charts/pie/basic/label.ts": "export const label = (n: number): string => `${n} slices`;",
      "charts/_shared/data.ts": "export const values = [1, 2, 3];",
      "charts/pie/basic/extra.json": '{ "more": 2 }',
      "charts/pie/basic/basic.css": ".basic { color: red; }",
    });
    expect(html).toBe('<p class="basic">5 slices</p>');
    expect(styles).toEqual([{ file: "charts/pie/basic/basic.css", text: ".basic { color: red; }" }]);
  });

  it("gives each run fresh module instances", () => {
    const files = {
      [ENTRY]: 'import { next } from "./counter";\nconst n = next();\nexport default () => <b>{n}</b>;',
      "charts/pie/basic/counter.ts": "let n = 0;\nexport const next = () => ++n;",
    };
    expect(render(files).html).toBe("<b>1</b>");
    expect(render(files).html).toBe("<b>1</b>");
  });

  it("reports a syntax error with its file, line and column", () => {
    const error = compileError({
      [ENTRY]: 'export default function A() { return <p>ok</p>; }\nimport "./b";',
      "charts/pie/basic/b.ts": "const x = 1;\nconst y = ;\n",
    });
    expect(error.position).toEqual({ file: "charts/pie/basic/b.ts", line: 2, column: 11 });
    expect(error.message).toMatch(/^charts\/pie\/basic\/b\.ts:2:11: /);
  });

  it("names an import the page cannot provide and lists what it can", () => {
    const error = compileError({ [ENTRY]: 'import React from "react";\nimport _ from "lodash";\nexport default () => _;' });
    expect(error.position).toEqual({ file: ENTRY, line: 2, column: 15 });
    expect(error.reason).toContain('"lodash" cannot be imported here');
    expect(error.reason).toContain("react, react/jsx-runtime");
  });

  it("names a relative import that is not one of the files", () => {
    const error = compileError({ [ENTRY]: 'import { a } from "./missing";\nexport default () => a;' });
    expect(error.reason).toContain('Cannot find "./missing"');
    expect(error.position.line).toBe(1);
  });

  it("gives import.meta the runner's own module URL, which sits beside the sample chunks", () => {
    const files = {
      [ENTRY]: 'import { dataUrl } from "../../_shared/site";\nexport default () => <a href={dataUrl("x.json")} />;',
      "charts/_shared/site.ts": 'const moduleUrl = import.meta.url;\nexport const dataUrl = (file: string) => new URL(`../data/${file}`, moduleUrl).href;',
    };
    const runnerUrl = new URL("../../../../shell/live/runner.ts", import.meta.url);
    expect(render(files).html).toBe(`<a href="${new URL("../data/x.json", runnerUrl).href}"></a>`);
  });

  it("rethrows an error of the module's evaluation when the component renders", () => {
    const { Component } = runSample({ [ENTRY]: 'throw new Error("boom at load");\nexport default () => null;' }, ENTRY, scope);
    expect(() => renderToStaticMarkup(React.createElement(Component))).toThrow("boom at load");
  });

  it("rejects an entry without a component as its default export", () => {
    const { Component } = runSample({ [ENTRY]: "export const x = 1;" }, ENTRY, scope);
    expect(() => renderToStaticMarkup(React.createElement(Component))).toThrow(/no default export/);
  });

  it("leaves type-only imports out of the scope it needs", () => {
    const compiled = compileSample(
      { [ENTRY]: 'import type { Feature } from "geojson";\nimport { jsx } from "react/jsx-runtime";\nexport default (f: Feature) => jsx("i", {});' },
      ENTRY,
      ["react/jsx-runtime"],
    );
    expect(compiled.packages).toEqual(["react/jsx-runtime"]);
  });
});

describe("paths", () => {
  it("resolves like a bundler: extensions, index files, .js written for .ts", () => {
    const files = new Set(["a/b/x.tsx", "a/lib/index.ts", "a/y.ts"]);
    expect(resolveRelative("a/b/i.tsx", "./x", files)).toBe("a/b/x.tsx");
    expect(resolveRelative("a/b/i.tsx", "../lib", files)).toBe("a/lib/index.ts");
    expect(resolveRelative("a/b/i.tsx", "../y.js", files)).toBe("a/y.ts");
    expect(resolveRelative("a/b/i.tsx", "../../../z", files)).toBeUndefined();
    expect(joinPath("a/b", "./../c/./d")).toBe("a/c/d");
    expect(relativePath("src/sample/index.tsx", "src/shared/charts/data.ts")).toBe("../shared/charts/data.ts");
    expect(relativePath("src/sample/index.tsx", "src/sample/x.ts")).toBe("./x.ts");
  });
});

describe("the edit scope", () => {
  it("provides every package a sample imports (type-only imports aside)", () => {
    const root = new URL("../../../../", import.meta.url).pathname;
    const used = new Set<string>();
    for (const file of fg.sync("samples/**/*.{ts,tsx}", { cwd: root })) {
      const text = readFileSync(root + file, "utf8");
      for (const match of text.matchAll(/^import\s+(type\s+)?[^"']*?["']([^"'.][^"']*)["']/gm)) if (!match[1]) used.add(match[2]!);
    }
    const missing = [...used].filter((specifier) => !scopeSpecifiers.includes(specifier));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });
});

describe("evaluateSample with the last run's modules", () => {
  const DATA = "charts/_shared/data.ts";
  const files = (label: string, data: string) => ({
    [ENTRY]: `import { values } from "../../_shared/data";\nexport default function S() { return <p data-values={values}>${label}</p>; }`,
    [DATA]: data,
  });
  const valuesOf = (run: Record<string, string>, kept: KeptModules) => {
    const Component = evaluateSample(compileSample(run, ENTRY, Object.keys(scope)), scope, kept) as unknown as () => { props: { "data-values": unknown } };
    return Component().props["data-values"];
  };

  it("keeps the instance of a file whose code and imports are unchanged, and runs a changed one again", () => {
    const kept: KeptModules = new Map();
    const first = valuesOf(files("a", "export const values = [1, 2];"), kept);
    const entryEdited = valuesOf(files("b", "export const values = [1, 2];"), kept);
    expect(entryEdited).toBe(first);
    const dataEdited = valuesOf(files("b", "export const values = [3];"), kept);
    expect(dataEdited).toEqual([3]);
    expect(valuesOf(files("b", "export const values = [3];"), new Map())).not.toBe(dataEdited);
  });
});
