import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ControlProperty } from "../../../../contract/controls-manifest";
import type { AttributeValue } from "../../../../contract/jsx-elements";
import { PropertyInput } from "../../../../shell/controls/property-input";

const enabled: ControlProperty = { name: "opticalScalingEnabled", kind: "boolean", type: "boolean", declaredBy: "IIgrRadialGaugeProps" };
const render = (value: AttributeValue | undefined, property = enabled) => renderToStaticMarkup(createElement(PropertyInput, { property, value, onChange: () => undefined }));

describe("a property's control", () => {
  it("shows a value the code sets from an expression, and asks before a control replaces it", () => {
    const html = render({ kind: "expression", code: "optical" });
    expect(html).toContain("<code");
    expect(html).toContain("{optical}");
    expect(html).toContain('aria-label="Replace {optical} with a value"');
    expect(html).toContain('data-expression="true"');
    // No input until asked: a click on a switch would silently cut the sample's own control off.
    expect(html).not.toContain('role="switch"');
  });

  it("offers its input at once for a literal, or for nothing set", () => {
    for (const value of [{ kind: "boolean", value: true } as const, undefined]) {
      const html = render(value);
      expect(html).toContain('role="switch"');
      expect(html).not.toContain("Replace");
    }
  });

  it("lists a property with no input with its type, expression or not", () => {
    const html = render({ kind: "expression", code: "palette" }, { name: "brushes", kind: "code", type: "string[]", declaredBy: "X" });
    expect(html).toContain("{palette}");
    expect(html).toContain("edit in code");
    expect(html).not.toContain("Replace");
  });

  it("gives each declared kind its input: a select of an enum's members, a number field, a slider for a stated range, a colour picker and text, a text field", () => {
    const property = (kind: ControlProperty["kind"], extra: Partial<ControlProperty> = {}): ControlProperty => ({ name: "p", kind, type: "t", declaredBy: "X", ...extra });
    const select = render({ kind: "string", value: "Line" }, property("enum", { members: ["Auto", "Line", "Column"] }));
    expect(select).toMatch(/<select[^>]*>/);
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual(["", "Auto", "Line", "Column"]);
    expect(select).toMatch(/<option value="Line" selected="">/);

    expect(inputs(render({ kind: "number", value: 72 }, property("number")))).toMatchObject([{ type: "number", value: "72" }]);
    expect(inputs(render(undefined, property("number", { range: { min: 0, max: 1 }, default: "0.5" })))).toMatchObject([
      { type: "range", min: "0", max: "1", value: "0.5" },
      { type: "number", value: "", placeholder: "0.5" },
    ]);

    expect(inputs(render({ kind: "string", value: "#3366cc" }, property("brush")))).toMatchObject([
      { type: "color", value: "#3366cc" },
      { type: "text", value: "#3366cc" },
    ]);
    // A colour the picker cannot show (a name, rgba) stays in the text field, as the code has it.
    expect(inputs(render({ kind: "string", value: "rgba(1, 2, 3, 0.5)" }, property("brush")))[1]).toMatchObject({ type: "text", value: "rgba(1, 2, 3, 0.5)" });

    expect(inputs(render(undefined, property("string", { default: "'Battery'" })))).toMatchObject([{ type: "text", value: "", placeholder: "Battery" }]);
  });
});

/** The rendered inputs' type, value, placeholder and range, in document order (an array matches only one of its length). */
function inputs(html: string): Record<string, string>[] {
  return [...html.matchAll(/<input([^>]*)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/ (type|value|placeholder|min|max)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}
