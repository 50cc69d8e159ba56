import type { ComponentManifest } from "../../contract/controls-manifest";
import { findIgniteElements, type JsxAttribute } from "../../contract/jsx-elements";
import type { LiveFile } from "../live/live-files";
import { attributeDiff, type AttributeDifference } from "./attribute-diff";

/** A URL scheme that runs code when a link or a source is followed (browsers ignore blanks and control characters in it). */
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;

/**
 * The settings a Share link's files make, when they are settings the Controls panel could have
 * made itself: each difference from the original files is an attribute of an Ignite UI element
 * that its component declares with an input, set to a literal of the input's kind (a member of an
 * enum, a string that is no script URL and holds no markup), or taken out. Such a link carries no
 * code, so the panel runs it at once; anything else (undefined) runs only when the user asks, as
 * in the Edit panel. Lines like `IgrCategoryChart chartType="Line"`.
 */
export function sharedSettings(originals: readonly LiveFile[], files: Readonly<Record<string, string>>, manifests: ReadonlyMap<string, ComponentManifest | undefined>): string[] | undefined {
  const settings: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const original = originals.find((file) => file.path === path);
    const differences = original && attributeDiff(original.text, text);
    if (!differences || !differences.every((difference) => isSetting(difference, manifests))) return undefined;
    for (const { element, name, after } of differences) settings.push(`${element.name} ${after ? text.slice(after.from, after.to) : `${name} (default)`}`);
  }
  return settings;
}

/** The components a link's files render: the manifests `sharedSettings` needs. */
export const componentsOf = (files: Readonly<Record<string, string>>): string[] =>
  Object.entries(files)
    .filter(([path]) => path.endsWith(".tsx"))
    .flatMap(([, text]) => findIgniteElements(text).map((element) => element.name));

function isSetting({ element, name, after }: AttributeDifference, manifests: ReadonlyMap<string, ComponentManifest | undefined>): boolean {
  if (!after) return true;
  const property = manifests.get(element.name)?.properties.find((p) => p.name === name);
  return property !== undefined && isLiteralOf(property.kind, property.members, after.value);
}

function isLiteralOf(kind: string, members: readonly string[] | undefined, value: JsxAttribute["value"]): boolean {
  switch (kind) {
    case "boolean":
      return value.kind === "boolean";
    case "number":
      return value.kind === "number";
    case "enum":
      return value.kind === "string" && (members ?? []).includes(value.value);
    case "brush":
    case "string":
      return value.kind === "string" && !value.value.includes("<") && !SCRIPT_SCHEME.test(value.value.replace(/[\s\u0000-\u001f]/g, ""));
    default:
      return false;
  }
}
