import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findInlineProps } from "../../../cli/verify/inline-props";

const FIXTURES = path.resolve(import.meta.dirname, "./inline-props-fixtures");
const check = async (name: string) => findInlineProps(name, await readFile(path.join(FIXTURES, name), "utf8"));

describe("findInlineProps", () => {
  it("names every inline array, object and new value given to an Ignite UI component, by line and prop", async () => {
    const problems = await check("flagged.tsx");
    expect(problems.map((p) => `${p.line} ${p.field}`)).toEqual([
      "11 <IgrGrid data>",
      "11 <IgrGrid sortingOptions>",
      "13 <IgrCategoryChart dataSource>",
      "14 <IgrCategoryChart brushes>",
      "16 <IgrDatePicker value>",
    ]);
    expect(problems.every((p) => p.file === "flagged.tsx" && /module constant/.test(p.fix ?? ""))).toBe(true);
    expect(problems[1]!.message).toMatch(/^an inline object: a new value on every render/);
    expect(problems[4]!.message).toMatch(/^a `new` value/);
  });

  it("leaves module constants, memoised values, style, key and plain elements alone", async () => {
    expect(await check("clean.tsx")).toEqual([]);
  });

  it("counts lines past multi-byte characters", () => {
    const code = `// «naïve» — é\nimport { IgrGrid } from "igniteui-react-grids";\nexport const A = () => <IgrGrid\n  data={[]} />;\n`;
    expect(findInlineProps("a.tsx", code).map((p) => p.line)).toEqual([4]);
  });
});
