import { isMap, isScalar, isSeq, parseDocument, type Pair, type YAMLMap } from "yaml";
import { GalleryError } from "../errors";

export interface ConfigAddition {
  group: string;
  component: string;
  /** Used only when the group is new. */
  groupTitle: string;
  componentTitle: string;
}

/** How the config text is written back: like the hand-written file (`[a, b]`, no folding). */
const TO_STRING = { lineWidth: 0, flowCollectionPadding: false } as const;

/**
 * Adds a component (and its group when that is new) to samples.config.yaml's text through the yaml
 * Document API, so comments, order and formatting elsewhere stay as they were. A new group goes
 * last; a new component goes in slug order when its group's components are sorted, else last.
 */
export function addToConfigText(text: string, file: string, addition: ConfigAddition): string {
  const doc = parseDocument(text);
  const groups = doc.get("groups", true);
  if (doc.errors.length > 0 || !isSeq(groups)) {
    throw new GalleryError(`${file} cannot be edited`, [{ file, field: "groups", message: "expected a list of groups", fix: "run `gallery generate` to see what is wrong" }]);
  }
  const group = groups.items.find((item): item is YAMLMap => isMap(item) && item.get("slug") === addition.group);
  if (!group) {
    groups.add(
      doc.createNode({ slug: addition.group, title: addition.groupTitle, components: { [addition.component]: addition.componentTitle } }),
    );
    return doc.toString(TO_STRING);
  }
  const components = group.get("components", true);
  if (!isMap(components)) {
    throw new GalleryError(`${file} cannot be edited`, [
      { file, field: `groups.${addition.group}.components`, message: "expected a map of component slugs to titles" },
    ]);
  }
  const items = components.items as Pair[];
  const keys = items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  if (keys.includes(addition.component)) return text;
  const sorted = keys.every((key, i) => i === 0 || keys[i - 1]! <= key);
  const at = sorted ? keys.findIndex((key) => key > addition.component) : -1;
  items.splice(at < 0 ? items.length : at, 0, doc.createPair(addition.component, addition.componentTitle));
  return doc.toString(TO_STRING);
}
