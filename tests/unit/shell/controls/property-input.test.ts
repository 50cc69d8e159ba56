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
});
