import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { componentManifestSchema, controlsManifestPath, type ComponentManifest } from "../../../../contract/controls-manifest";
import { findIgniteElements } from "../../../../contract/jsx-elements";
import { attributeDiff } from "../../../../shell/controls/attribute-diff";
import { applyChange, attributeChange, type ControlValue } from "../../../../shell/controls/rewrite";
import { componentsOf, sharedSettings } from "../../../../shell/controls/shared-controls";

const PATH = "charts/category-chart/overview/index.tsx";
const ORIGINAL = `import { IgrButton } from "igniteui-react";
import { IgrCategoryChart } from "igniteui-react-charts";

export default function Sample() {
  return (
    <div>
      <IgrButton variant="outlined" onClick={() => setType("Line")}>Line</IgrButton>
      <IgrCategoryChart
        chartType="Column"
        dataSource={data}
        {...rest}
      />
    </div>
  );
}
`;
const originals = [{ path: PATH, name: "index.tsx", text: ORIGINAL }];

const manifests = new Map<string, ComponentManifest | undefined>(
  ["IgrButton", "IgrCategoryChart"].map((name) => [name, componentManifestSchema.parse(JSON.parse(readFileSync(controlsManifestPath(name), "utf8")))]),
);

/** The text after the panel sets `attribute` of the first `name`, as a control would. */
function set(code: string, name: string, attribute: string, value: ControlValue): string {
  const element = findIgniteElements(code).find((e) => e.name === name)!;
  return applyChange(code, attributeChange(code, element, attribute, value)!);
}

const settingsOf = (text: string) => sharedSettings(originals, { [PATH]: text }, manifests);

describe("a Share link's edit opened in the Controls", () => {
  it("is a list of settings when the panel could have made it: set, added or taken out", () => {
    let text = set(ORIGINAL, "IgrCategoryChart", "chartType", "Line");
    text = set(text, "IgrCategoryChart", "isTransitionInEnabled", true);
    text = set(text, "IgrCategoryChart", "titleTextColor", "#ff0000");
    text = set(text, "IgrButton", "variant", undefined);
    expect(settingsOf(text)).toEqual([
      'IgrButton variant (default)',
      'IgrCategoryChart chartType="Line"',
      "IgrCategoryChart isTransitionInEnabled={true}",
      'IgrCategoryChart titleTextColor="#ff0000"',
    ]);
    expect(componentsOf({ [PATH]: text })).toEqual(["IgrButton", "IgrCategoryChart"]);
  });

  it("carries code, to run only on a click, when anything else differs", () => {
    const changed = set(ORIGINAL, "IgrCategoryChart", "chartType", "Line");
    // A character outside the attributes, an element more, an expression, an event handler as a string.
    expect(settingsOf(changed.replace("<div>", '<div onClick="x">'))).toBeUndefined();
    expect(settingsOf(changed.replace("</div>", "<IgrButton>More</IgrButton></div>"))).toBeUndefined();
    expect(settingsOf(set(ORIGINAL, "IgrCategoryChart", "dataSource", undefined).replace("{...rest}", "{...rest} dataSource={steal()}"))).toBeUndefined();
    expect(settingsOf(ORIGINAL.replace('chartType="Column"', "chartType={evil()}"))).toBeUndefined();
    expect(settingsOf(set(ORIGINAL, "IgrButton", "onclick", "alert(1)"))).toBeUndefined();
    // Values no input of the panel writes: a member an enum lacks, a script URL, markup.
    expect(settingsOf(set(ORIGINAL, "IgrCategoryChart", "chartType", "Nope"))).toBeUndefined();
    expect(settingsOf(set(ORIGINAL, "IgrButton", "href", " java\tscript:alert(1)"))).toBeUndefined();
    expect(settingsOf(set(ORIGINAL, "IgrButton", "href", "https://example.com/"))).toEqual(['IgrButton href="https://example.com/"']);
    expect(settingsOf(set(ORIGINAL, "IgrCategoryChart", "title", "<img src=x onerror=alert(1)>"))).toBeUndefined();
    // A file the sample does not have.
    expect(sharedSettings(originals, { "charts/category-chart/overview/extra.tsx": "x" }, manifests)).toBeUndefined();
  });

  it("finds the attributes that differ, whatever the layout around them", () => {
    const moved = ORIGINAL.replace('\n        chartType="Column"', "").replace("{...rest}", '{...rest}\n        chartType="Column"');
    expect(attributeDiff(ORIGINAL, moved)).toEqual([]);
    expect(attributeDiff(ORIGINAL, ORIGINAL.replace("Line</IgrButton>", "Area</IgrButton>"))).toBeUndefined();
  });
});
