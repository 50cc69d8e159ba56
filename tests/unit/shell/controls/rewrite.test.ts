import { describe, expect, it } from "vitest";
import { findIgniteElements } from "../../../../contract/jsx-elements";
import { applyChange, attributeChange, attributeText, type ControlValue } from "../../../../shell/controls/rewrite";

const SAMPLE = `import { IgrButton, IgrCategoryChart } from "igniteui-react";

export default function Sample() {
  // a comment stays
  return (
    <div className="wrapper">
      <IgrButton variant="outlined" onClick={() => alert(<b>hi</b>)}>
        <span>Go</span>
      </IgrButton>
      <IgrCategoryChart
        chartType="Line"
        dataSource={data}
        isHorizontalZoomEnabled={false}
        {...rest}
      />
      <IgrButton>Second</IgrButton>
    </div>
  );
}
`;

/** The sample after setting one attribute of the element `name`#`rank`. */
function rewrite(code: string, name: string, rank: number, attribute: string, value: ControlValue): string {
  const element = findIgniteElements(code).find((e) => e.name === name && e.rank === rank);
  if (!element) throw new Error(`no ${name}#${rank}`);
  const change = attributeChange(code, element, attribute, value);
  return change ? applyChange(code, change) : code;
}

describe("the attribute rewriter", () => {
  it("changes an attribute in place and nothing else", () => {
    const result = rewrite(SAMPLE, "IgrCategoryChart", 0, "chartType", "Column");
    expect(result).toBe(SAMPLE.replace('chartType="Line"', 'chartType="Column"'));
  });

  it("changes a braced boolean and a string attribute of an element with children", () => {
    expect(rewrite(SAMPLE, "IgrCategoryChart", 0, "isHorizontalZoomEnabled", true)).toBe(SAMPLE.replace("isHorizontalZoomEnabled={false}", "isHorizontalZoomEnabled={true}"));
    expect(rewrite(SAMPLE, "IgrButton", 0, "variant", "flat")).toBe(SAMPLE.replace('variant="outlined"', 'variant="flat"'));
  });

  it("adds an attribute on its own line, with the others' indentation, after the spread", () => {
    const result = rewrite(SAMPLE, "IgrCategoryChart", 0, "yAxisMinimumValue", 10);
    expect(result).toBe(SAMPLE.replace("        {...rest}\n", "        {...rest}\n        yAxisMinimumValue={10}\n"));
  });

  it("adds an attribute on the same line to an element without one, and to the right element of a name", () => {
    const result = rewrite(SAMPLE, "IgrButton", 1, "disabled", true);
    expect(result).toBe(SAMPLE.replace("<IgrButton>Second", "<IgrButton disabled={true}>Second"));
  });

  it("removes an attribute with the space before it, and removing one that is not set changes nothing", () => {
    expect(rewrite(SAMPLE, "IgrButton", 0, "variant", undefined)).toBe(SAMPLE.replace(' variant="outlined"', ""));
    expect(rewrite(SAMPLE, "IgrCategoryChart", 0, "chartType", undefined)).toBe(SAMPLE.replace('\n        chartType="Line"', ""));
    expect(rewrite(SAMPLE, "IgrButton", 1, "variant", undefined)).toBe(SAMPLE);
  });

  it("writes a string with a quote or a line break as a JavaScript string", () => {
    expect(attributeText("label", 'say "hi"')).toBe('label={"say \\"hi\\""}');
    expect(attributeText("label", "plain")).toBe('label="plain"');
    expect(attributeText("value", -2.5)).toBe("value={-2.5}");
  });

  it("replaces an expression with the control's value, and the result parses back to it", () => {
    const code = `const a = <IgrRadialGauge value={speed * 2} minimumValue={0} />;`;
    const result = rewrite(code, "IgrRadialGauge", 0, "value", 40);
    expect(result).toBe(`const a = <IgrRadialGauge value={40} minimumValue={0} />;`);
    expect(findIgniteElements(result)[0]!.attributes.map((a) => a.value)).toEqual([
      { kind: "number", value: 40 },
      { kind: "number", value: 0 },
    ]);
  });
});
