import type { ControlProperty } from "../../contract/controls-manifest";
import type { AttributeValue } from "../../contract/jsx-elements";
import type { ControlValue } from "./rewrite";

/** A `@default` as the declarations write it (`'contained'`, `false`, `12`), or undefined when it is not a literal. */
export function declaredDefault(text: string | undefined): string | number | boolean | undefined {
  if (text === undefined) return undefined;
  if (text === "true" || text === "false") return text === "true";
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const quoted = /^(['"`])(.*)\1$/.exec(text);
  return quoted ? quoted[2] : undefined;
}

/** What a control writes: nothing (the attribute goes) when the value is the declared default. */
export function valueToWrite(property: ControlProperty, value: ControlValue): ControlValue {
  return value !== undefined && value === declaredDefault(property.default) ? undefined : value;
}

/** An attribute's value as a control shows it; an expression has none (the control shows the code beside it). */
export function shownValue(value: AttributeValue | undefined): string | number | boolean | undefined {
  return value && value.kind !== "expression" ? value.value : undefined;
}
