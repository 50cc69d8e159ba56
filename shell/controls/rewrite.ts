import type { JsxElement } from "../../contract/jsx-elements";

/** A value a control sets; undefined takes the attribute out. */
export type ControlValue = string | number | boolean | undefined;

/** One replacement in a file's text: CodeMirror's change shape, so an editor could apply it as one transaction. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/**
 * An attribute as the panel writes it: strings in quotes (JSX takes them verbatim, so only a
 * quote or a line break needs the `{"…"}` form), numbers and booleans in braces.
 */
export function attributeText(name: string, value: string | number | boolean): string {
  if (typeof value === "string") return /["\n\r]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
  return `${name}={${String(value)}}`;
}

/**
 * The change that sets (adds or replaces) or removes one attribute of an element, touching nothing
 * else: the element's other attributes, comments and layout stay as they were. A new attribute
 * goes after the last one, on a line of its own when the element puts each attribute on one.
 */
export function attributeChange(code: string, element: JsxElement, name: string, value: ControlValue): TextChange | undefined {
  const existing = element.attributes.find((attribute) => attribute.name === name);
  if (value === undefined) {
    if (!existing) return undefined;
    let from = existing.from;
    while (from > 0 && /[ \t\r\n]/.test(code[from - 1]!)) from--;
    return { from, to: existing.to, insert: "" };
  }
  const text = attributeText(name, value);
  if (existing) return { from: existing.from, to: existing.to, insert: text };
  const last = element.attributes.at(-1);
  const lineBreak = last && code.lastIndexOf("\n", last.from) > element.from;
  if (!lineBreak) return { from: element.insertAt, to: element.insertAt, insert: ` ${text}` };
  const lineStart = code.lastIndexOf("\n", last.from) + 1;
  const indent = /^[ \t]*/.exec(code.slice(lineStart, last.from))![0];
  return { from: element.insertAt, to: element.insertAt, insert: `\n${indent}${text}` };
}

export function applyChange(code: string, change: TextChange): string {
  return code.slice(0, change.from) + change.insert + code.slice(change.to);
}
