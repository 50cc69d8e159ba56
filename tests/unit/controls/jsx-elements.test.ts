import { describe, expect, it } from "vitest";
import { findIgniteElements } from "../../../contract/jsx-elements";

describe("the Ignite UI elements of a file", () => {
  it("finds each Igr element with its rank, tag range and attribute values, and skips other elements", () => {
    const code = `<div><IgrColumn field="a" sortable width={120} min={-1} header={'It\\'s'} /><span/><IgrColumn field={name} hidden>{x}</IgrColumn></div>`;
    const elements = findIgniteElements(code);
    expect(elements.map((e) => [e.name, e.rank])).toEqual([
      ["IgrColumn", 0],
      ["IgrColumn", 1],
    ]);
    const [first, second] = elements;
    expect(code.slice(first!.from, first!.to)).toMatch(/^<IgrColumn field="a".*\/>$/);
    expect(first!.attributes.map((a) => [a.name, a.value])).toEqual([
      ["field", { kind: "string", value: "a" }],
      ["sortable", { kind: "boolean", value: true }],
      ["width", { kind: "number", value: 120 }],
      ["min", { kind: "number", value: -1 }],
      ["header", { kind: "string", value: "It's" }],
    ]);
    expect(second!.attributes.map((a) => [a.name, a.value])).toEqual([
      ["field", { kind: "expression", code: "name" }],
      ["hidden", { kind: "boolean", value: true }],
    ]);
    expect(code.slice(second!.attributes[1]!.from, second!.attributes[1]!.to)).toBe("hidden");
    // The whole element: a self-closing tag is its own end, an open tag runs to its closing tag.
    expect(first!.end).toBe(first!.to);
    expect(code.slice(second!.from, second!.end)).toBe("<IgrColumn field={name} hidden>{x}</IgrColumn>");
  });

  it("still finds the elements around a half-typed edit", () => {
    const code = `const a = <IgrButton variant="flat">Go</IgrButton>;\nconst b = ;\nconst c = <IgrInput label="x" />;`;
    expect(findIgniteElements(code).map((e) => e.name)).toEqual(["IgrButton", "IgrInput"]);
  });
});
