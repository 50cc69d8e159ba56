/**
 * The names a query may spell out whole: a sample's component (its menu name or its slug), the
 * sample's display name or heading, and a component and sample together, in either order. A name
 * matched this way ranks above any sum of word matches.
 */
import { startingWith, words } from "./search-words";

/** A name in compact form, and where its last word starts: a query reaching past that spells the name out. */
interface Name {
  text: string;
  lastWordAt: number;
}

export interface ItemNames {
  components: Name[];
  samples: Name[];
  overview: boolean;
}

/** "overview", or the component's own "<last word>-overview" (the Data Chart's "chart-overview"). */
const isOverview = (componentSlug: string, sampleSlug: string) =>
  sampleSlug === "overview" || sampleSlug === `${componentSlug.split("-").at(-1)}-overview`;

function name(text: string): Name {
  const list = words(text);
  return { text: list.join(""), lastWordAt: list.slice(0, -1).join("").length };
}

export function itemNames(id: string, component: string, title: string, heading: string | undefined): ItemNames {
  const [, componentSlug = "", sampleSlug = ""] = id.split("/");
  return {
    components: [name(component), name(componentSlug)],
    samples: [name(title), ...(heading ? [name(heading)] : [])],
    overview: isOverview(componentSlug, sampleSlug),
  };
}

/** The query is `name` but for the end of its last word ("date pick" → Date Picker, not Date Picker (Editors)). */
const spells = (name: Name, query: string) => query.length >= name.lastWordAt + 2 && name.text.startsWith(query);

/** The query is `first` then `second`, exactly, or but for the end of the last word when `typed`. */
function spellsPair(first: Name, second: Name, query: string, typed: boolean): boolean {
  if (!query.startsWith(first.text)) return false;
  const rest = query.slice(first.text.length);
  return typed ? spells(second, rest) : rest === second.text;
}

/** The query is one of the item's components with one of its sample names, in either order. */
const spellsComponentAndSample = ({ components, samples }: ItemNames, query: string, typed: boolean) =>
  components.some((c) => samples.some((s) => spellsPair(c, s, query, typed) || spellsPair(s, c, query, typed)));

/**
 * How `query` (compact) spells the item's names, 0 (not at all) to 6. Exact names outrank names being
 * typed; within each, a component and sample outranks a component, which outranks a sample name (so
 * "grid" lists the Grid before Sparkline's "Grid" sample).
 */
export function nameTier(names: ItemNames, query: string): number {
  const { components, samples } = names;
  if (spellsComponentAndSample(names, query, false)) return 6;
  if (components.some((c) => c.text === query)) return 5;
  if (samples.some((s) => s.text === query)) return 4;
  if (spellsComponentAndSample(names, query, true)) return 3;
  if (components.some((c) => spells(c, query))) return 2;
  if (samples.some((s) => spells(s, query))) return 1;
  return 0;
}

/** Every component and sample name's compact text, sorted, with the items that have it. */
export interface NameLookup {
  items: Map<string, number[]>;
  sorted: string[];
  /** Every component's name and slug, once. */
  components: string[];
}

export function nameLookup(names: readonly ItemNames[]): NameLookup {
  const items = new Map<string, number[]>();
  const components = new Set<string>();
  names.forEach((item, at) => {
    for (const { text } of [...item.components, ...item.samples]) {
      const list = items.get(text) ?? [];
      if (list.at(-1) !== at) list.push(at);
      items.set(text, list);
    }
    for (const { text } of item.components) components.add(text);
  });
  return { items, sorted: [...items.keys()].sort(), components: [...components] };
}

/**
 * The items whose names `query` may spell: a name that starts with the query (the query is the name,
 * or is being typed), or a name the query starts with (a component and sample together).
 */
export function itemsSpelled(lookup: NameLookup, query: string): Set<number> {
  const found = new Set<number>();
  if (query.length < 2) return found;
  const add = (text: string) => lookup.items.get(text)?.forEach((at) => found.add(at));
  startingWith(lookup.sorted, query).forEach(add);
  for (let end = 2; end < query.length; end++) add(query.slice(0, end));
  return found;
}

/** The component names `query` contains whole, among other words ("grid column pinning" names the Grid). */
export const componentsNamed = (lookup: NameLookup, query: string) => new Set(lookup.components.filter((text) => query.includes(text)));

export const namesComponent = ({ components }: ItemNames, named: ReadonlySet<string>) => named.size > 0 && components.some((c) => named.has(c.text));
