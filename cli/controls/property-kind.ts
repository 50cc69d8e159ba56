import { TypeFlags, type Checker, type Symbol, type Type } from "typescript/unstable/sync";
import type { ControlProperty, PropertyKind } from "../../contract/controls-manifest";

export interface PropertyFacts {
  symbol: Symbol;
  type: Type;
  declaredBy: string;
}

/** Colours are plain strings in the declarations; their names say what they are. */
const COLOUR_NAME = /(Brush|Color|Colour|Fill|Outline)$|^(brush|color|colour|fill|outline)$/;

/** A summary longer than this is cut at a word: the panel shows it as a hint. */
const SUMMARY_LENGTH = 160;

/** One property as the manifest holds it: its input kind from its declared type, with its members, summary and default. */
export function propertyOf(checker: Checker, { symbol, type, declaredBy }: PropertyFacts): ControlProperty {
  const parts = (type.isUnionType() ? type.getTypes() : [type]).filter((part) => !(part.flags & (TypeFlags.Undefined | TypeFlags.Null)));
  const shown = checker.getNonNullableType(type) ?? type;
  const { kind, members } = kindOf(symbol.name, parts);
  const documentation = checker.getDocumentationCommentOfSymbol(symbol);
  const summary = summaryOf(documentation);
  const range = kind === "number" ? rangeOf(documentation) : undefined;
  const declaredDefault = checker.getJsDocTagsOfSymbol(symbol).find((tag) => tag.name === "default")?.text?.trim();
  return {
    name: symbol.name,
    kind,
    type: checker.typeToString(shown),
    ...(members ? { members } : {}),
    ...(summary ? { summary } : {}),
    ...(range ? { range } : {}),
    ...(declaredDefault ? { default: declaredDefault } : {}),
    declaredBy,
  };
}

const has = (part: Type, flags: TypeFlags) => (part.flags & flags) !== 0;

/**
 * The input a type gets. An enum is offered when the attribute also takes a string (the React
 * wrappers declare `CategoryChartType | string`), since the panel writes its member's name; an
 * enum alone would need an import in the sample, so it is left to the code.
 */
function kindOf(name: string, parts: readonly Type[]): { kind: PropertyKind; members?: string[] } {
  if (parts.length === 0) return { kind: "code" };
  // The chart and grid wrappers also take every value as a string (`number | string`): the value's own type decides.
  const typed = parts.filter((part) => !has(part, TypeFlags.String));
  if (typed.length > 0 && typed.every((part) => has(part, TypeFlags.BooleanLike))) return { kind: "boolean" };
  if (typed.length > 0 && typed.every((part) => has(part, TypeFlags.NumberLike) && !has(part, TypeFlags.EnumLiteral))) return { kind: "number" };
  const enumParts = parts.filter((part) => has(part, TypeFlags.EnumLiteral));
  const takesString = parts.some((part) => has(part, TypeFlags.String));
  if (enumParts.length > 0) {
    const rest = parts.filter((part) => !has(part, TypeFlags.EnumLiteral | TypeFlags.String));
    if (!takesString || rest.length > 0) return { kind: "code" };
    // A union's order is the checker's, not the declaration's: members go in the order of their values.
    const byValue = [...enumParts].sort((a, b) => Number(valueOf(a)) - Number(valueOf(b)) || String(valueOf(a)).localeCompare(String(valueOf(b)), "en"));
    return { kind: "enum", members: unique(byValue.map((part) => part.getSymbol()?.name ?? "")) };
  }
  if (parts.every((part) => has(part, TypeFlags.StringLiteral))) {
    return { kind: "enum", members: unique(parts.map((part) => String(valueOf(part)))).sort((a, b) => a.localeCompare(b, "en")) };
  }
  if (takesString && parts.every((part) => has(part, TypeFlags.StringLike | TypeFlags.NumberLike))) {
    return { kind: COLOUR_NAME.test(name) ? "brush" : "string" };
  }
  return { kind: "code" };
}

const valueOf = (part: Type) => (part as Type & { value: unknown }).value;

const unique = (names: string[]) => [...new Set(names.filter(Boolean))];

/** The declarations state ranges in prose only: "a value between 0 and 1". */
function rangeOf(documentation: string): { min: number; max: number } | undefined {
  const match = /\bbetween (-?\d+(?:\.\d+)?) and (-?\d+(?:\.\d+)?)\b/.exec(documentation);
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [];
  return min !== undefined && max !== undefined && min < max ? { min, max } : undefined;
}

function summaryOf(documentation: string): string | undefined {
  const text = documentation.replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= SUMMARY_LENGTH) return sentence;
  return `${sentence.slice(0, sentence.lastIndexOf(" ", SUMMARY_LENGTH))}…`;
}
