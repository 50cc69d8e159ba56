import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findIgniteElements } from "../../../../contract/jsx-elements";
import { folderMatch, mainFirst } from "../../../../shell/controls/main-element";

const namesOf = (code: string, sample: string) => mainFirst(findIgniteElements(code).map((element) => ({ element })), sample).map(({ element }) => `${element.name}#${element.rank}`);

describe("the element the Controls panel offers first", () => {
  it("matches a component folder to the element it is named for, closely or loosely", () => {
    expect(folderMatch("category-chart", "IgrCategoryChart")).toBe(3);
    expect(folderMatch("switches", "IgrSwitch")).toBe(2);
    expect(folderMatch("circular-progress-indicator", "IgrCircularProgress")).toBe(2);
    expect(folderMatch("geo-map", "IgrGeographicMap")).toBe(1);
    expect(folderMatch("geo-map", "IgrGeographicSymbolSeries")).toBe(0);
    expect(folderMatch("category-chart", "IgrLegend")).toBe(0);
  });

  it("puts the sample's named component before its control bar, the others after it in source order", () => {
    const code = `<div>
      <IgrSelect label="Type"><IgrSelectItem value="Line" /><IgrSelectItem value="Area" /></IgrSelect>
      <IgrLegend orientation="Horizontal" />
      <IgrCategoryChart chartType="Line" />
      <IgrCategoryChart chartType="Area" />
    </div>`;
    expect(namesOf(code, "charts/category-chart/overview")).toEqual(["IgrCategoryChart#0", "IgrSelect#0", "IgrSelectItem#0", "IgrSelectItem#1", "IgrLegend#0", "IgrCategoryChart#1"]);
  });

  it("takes the element that holds the most JSX when no element is named for the folder", () => {
    const code = `<>
      <IgrButton>Open</IgrButton>
      <IgrDialog title="Hi"><p>A long body that makes the dialog the biggest element.</p><IgrButton>Close</IgrButton></IgrDialog>
    </>`;
    expect(namesOf(code, "notifications/popups/overview")[0]).toBe("IgrDialog#0");
    expect(namesOf("const a = 1;", "charts/category-chart/overview")).toEqual([]);
  });

  it("offers a real sample's chart before the toggle buttons above it", () => {
    const sample = "charts/category-chart/line-chart-multiple-sources";
    const code = readFileSync(`samples/${sample}/index.tsx`, "utf8");
    expect(findIgniteElements(code)[0]!.name).toBe("IgrButtonGroup");
    expect(namesOf(code, sample)[0]).toBe("IgrCategoryChart#0");
  });
});
