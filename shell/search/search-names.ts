/**
 * The names a query may spell out whole: a sample's component (its menu name or its slug), the
 * sample's display name or heading, and the two together. A name matched this way ranks above any
 * sum of word matches.
 */
import { words } from "./search-words";

/** A name in compact form, and where its last word starts: a query reaching past that spells the name out. */
interface Name {
  text: string;
  lastWordAt: number;
}

export interface ItemNames {
  components: Name[];
  samples: Name[];
  /** Each component name with each sample name, in either order. */
  pairs: Name[];
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
  const components = [name(component), name(componentSlug)];
  const samples = [name(title), ...(heading ? [name(heading)] : [])];
  const pair = (first: Name, second: Name) => ({ text: first.text + second.text, lastWordAt: first.text.length + second.lastWordAt });
  const pairs = components.flatMap((c) => samples.flatMap((s) => [pair(c, s), pair(s, c)]));
  return { components, samples, pairs, overview: isOverview(componentSlug, sampleSlug) };
}

/** The query is `name` but for the end of its last word ("date pick" → Date Picker, not Date Picker (Editors)). */
const spells = (name: Name, query: string) => query.length >= name.lastWordAt + 2 && name.text.startsWith(query);

/**
 * How `query` (compact) spells the item's names, 0 (not at all) to 6. Exact names outrank names being
 * typed; within each, a component and sample outranks a component, which outranks a sample name (so
 * "grid" lists the Grid before Sparkline's "Grid" sample).
 */
export function nameTier({ components, samples, pairs }: ItemNames, query: string): number {
  if (pairs.some((p) => p.text === query)) return 6;
  if (components.some((c) => c.text === query)) return 5;
  if (samples.some((s) => s.text === query)) return 4;
  if (pairs.some((p) => spells(p, query))) return 3;
  if (components.some((c) => spells(c, query))) return 2;
  if (samples.some((s) => spells(s, query))) return 1;
  return 0;
}


/** Every name's compact text, sorted, with the items that have it: the items a query may spell are one range. */
export interface NameLookup {
  items: Map<string, number[]>;
  sorted: string[];
  /** Every component's name and slug, once. */
  components: string[];
}

export function nameLookup(names: readonly ItemNames[]): NameLookup {
  const items = new Map<string, number[]>();
  names.forEach(({ components, samples, pairs }, item) => {
    for (const { text } of [...components, ...samples, ...pairs]) {
      const list = items.get(text) ?? [];
      if (list.at(-1) !== item) list.push(item);
      items.set(text, list);
    }
  });
  const components = new Set(names.flatMap((item) => item.components.map((c) => c.text)));
  return { items, sorted: [...items.keys()].sort(), components: [...components] };
}

/** The component names `query` contains whole, among other words ("grid column pinning" names the Grid). */
export const componentsNamed = (lookup: NameLookup, query: string) => new Set(lookup.components.filter((text) => query.includes(text)));

export const namesComponent = ({ components }: ItemNames, named: ReadonlySet<string>) => named.size > 0 && components.some((c) => named.has(c.text));

