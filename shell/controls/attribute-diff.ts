import { findIgniteElements, type JsxAttribute, type JsxElement } from "../../contract/jsx-elements";

/** One attribute of one Ignite UI element that differs between two texts of a file. */
export interface AttributeDifference {
  /** The element as the edited text holds it. */
  element: JsxElement;
  name: string;
  /** The attribute in the original text, absent when it was added. */
  before?: JsxAttribute;
  /** The attribute in the edited text, absent when it was removed. */
  after?: JsxAttribute;
}

/**
 * What turns `original` into `edited`, when that is only attributes of Ignite UI elements set,
 * added or removed (what the Controls panel writes); undefined when anything else differs: an
 * element added, removed or renamed, or a single character outside those attributes.
 */
export function attributeDiff(original: string, edited: string): AttributeDifference[] | undefined {
  const before = findIgniteElements(original);
  const after = findIgniteElements(edited);
  if (before.length !== after.length || before.some((element, i) => element.name !== after[i]!.name)) return undefined;
  if (withoutAttributes(original, before) !== withoutAttributes(edited, after)) return undefined;
  const differences: AttributeDifference[] = [];
  after.forEach((element, i) => {
    const old = before[i]!;
    const textOf = (code: string, attribute: JsxAttribute | undefined) => attribute && code.slice(attribute.from, attribute.to);
    const names = new Set([...old.attributes, ...element.attributes].map((attribute) => attribute.name));
    for (const name of names) {
      const was = old.attributes.find((attribute) => attribute.name === name);
      const is = element.attributes.find((attribute) => attribute.name === name);
      if (textOf(original, was) !== textOf(edited, is)) differences.push({ element, name, before: was, after: is });
    }
  });
  return differences;
}

/**
 * The text with every attribute of the elements taken out, with the blank before it (where the
 * rewriter puts a new one). An attribute inside another one's value (JSX in an expression) goes
 * with the outer one.
 */
function withoutAttributes(code: string, elements: readonly JsxElement[]): string {
  const ranges = elements
    .flatMap((element) => element.attributes)
    .map(({ from, to }) => {
      while (from > 0 && /\s/.test(code[from - 1]!)) from--;
      return { from, to };
    })
    .sort((a, b) => a.from - b.from);
  let text = "";
  let at = 0;
  for (const range of ranges) {
    if (range.to <= at) continue;
    text += code.slice(at, Math.max(at, range.from));
    at = range.to;
  }
  return text + code.slice(at);
}
