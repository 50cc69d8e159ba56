import type { SyntaxNode, Tree } from "@lezer/common";
import { parser } from "@lezer/javascript";

const tsx = parser.configure({ dialect: "ts jsx" });

/** What an attribute holds, as far as a control can show it. */
export type AttributeValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  /** Any other expression: shown as code, replaced whole when a control sets the attribute. */
  | { kind: "expression"; code: string };

/** One attribute of an element, with the exact source range the rewriter replaces or removes. */
export interface JsxAttribute {
  name: string;
  from: number;
  to: number;
  value: AttributeValue;
}

/**
 * An Ignite UI element of a file's JSX. `rank` (its place among the elements of the same name in
 * the file) is how a control finds it again after an edit: the ranges change, the order rarely does.
 */
export interface JsxElement {
  name: string;
  rank: number;
  /** The range of its opening (or self-closing) tag. */
  from: number;
  to: number;
  /** Where the whole element ends (its closing tag, or its self-closing tag): how much of the JSX it holds. */
  end: number;
  /** Where a new attribute goes: after the last attribute, or after the name when it has none. */
  insertAt: number;
  attributes: JsxAttribute[];
}

/** Element names the panel offers controls for: the Ignite UI React components. */
export const isIgniteElement = (name: string) => /^Igr[A-Z]\w*$/.test(name);

/**
 * The Ignite UI elements of a TSX file, in source order. The parser recovers from errors, so a
 * half-typed edit still yields the elements around it. `tree` is the code's parse, when the caller has it.
 */
export function findIgniteElements(code: string, tree: Tree = tsx.parse(code)): JsxElement[] {
  const elements: JsxElement[] = [];
  const ranks = new Map<string, number>();
  tree.iterate({
    enter(ref) {
      if (ref.name !== "JSXOpenTag" && ref.name !== "JSXSelfClosingTag") return;
      const tag = ref.node;
      const nameNode = tag.getChild("JSXIdentifier");
      const name = nameNode ? code.slice(nameNode.from, nameNode.to) : "";
      if (!nameNode || !isIgniteElement(name)) return;
      const rank = ranks.get(name) ?? 0;
      ranks.set(name, rank + 1);
      const attributes = tag.getChildren("JSXAttribute").map((node) => attributeOf(node, code));
      const last = tag.getChildren("JSXAttribute").concat(tag.getChildren("JSXSpreadAttribute")).reduce((end, node) => Math.max(end, node.to), nameNode.to);
      elements.push({ name, rank, from: tag.from, to: tag.to, end: tag.parent?.name === "JSXElement" ? tag.parent.to : tag.to, insertAt: last, attributes });
    },
  });
  return elements;
}

function attributeOf(node: SyntaxNode, code: string): JsxAttribute {
  const nameNode = node.firstChild!;
  const name = code.slice(nameNode.from, nameNode.to);
  const literal = node.getChild("JSXAttributeValue");
  const escape = node.getChild("JSXEscape");
  let value: AttributeValue = { kind: "boolean", value: true };
  if (literal) value = { kind: "string", value: code.slice(literal.from + 1, literal.to - 1) };
  else if (escape) value = expressionValue(escape.firstChild?.nextSibling, code);
  return { name, from: node.from, to: node.to, value };
}

/** A literal inside `{…}` is a value a control can show; anything else stays code. */
function expressionValue(node: SyntaxNode | null | undefined, code: string): AttributeValue {
  if (!node || node.name === "}") return { kind: "expression", code: "" };
  const text = code.slice(node.from, node.to);
  if (node.name === "BooleanLiteral") return { kind: "boolean", value: text === "true" };
  if (node.name === "Number" && Number.isFinite(Number(text))) return { kind: "number", value: Number(text) };
  const negated = node.name === "UnaryExpression" && node.firstChild?.name === "ArithOp" && code.slice(node.firstChild.from, node.firstChild.to) === "-" ? node.firstChild.nextSibling : null;
  if (negated?.name === "Number" && Number.isFinite(Number(code.slice(negated.from, negated.to)))) return { kind: "number", value: -Number(code.slice(negated.from, negated.to)) };
  const string = node.name === "String" ? stringLiteral(text) : undefined;
  return string !== undefined ? { kind: "string", value: string } : { kind: "expression", code: text };
}

/** The value of a JavaScript string literal in either quote, when its escapes are JSON's too (else it stays code). */
function stringLiteral(text: string): string | undefined {
  const body = text.slice(1, -1);
  try {
    return JSON.parse(text.startsWith("'") ? `"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : text) as string;
  } catch {
    return undefined;
  }
}
