/**
 * Ranking a whole query, the way documentation search ranks (Algolia's DocSearch): first whether the
 * query spells out a name (a component and one of its samples, a component, a sample), then how well
 * its words match by attribute (component above sample name above heading, tags and description) and
 * exactness, then a fixed order for ties: a component the query names whole, its overview, then the
 * menu's order.
 */
import { type ItemNames, matchWord, type Name, type SearchIndex, type SearchItem, type WordMatch } from "./search-index";
import { words } from "./search-words";

export interface SearchResult<Id extends string = string> {
  item: SearchItem<Id>;
  /** How the query spells the item's names: 0 (not at all) to 6 (a component and sample, exactly). */
  tier: number;
  /** The words' matches, by field and exactness. */
  score: number;
  /** [start, end) ranges of the title to mark. */
  titleMarks: [number, number][];
}

/** The query is `name` but for the end of its last word ("date pick" → Date Picker, not Date Picker (Editors)). */
const spells = (name: Name, query: string) => query.length >= name.lastWordAt + 2 && name.text.startsWith(query);

const pair = (component: Name, sample: Name): Name => ({ text: component.text + sample.text, lastWordAt: component.text.length + sample.lastWordAt });

/**
 * Exact names outrank names being typed; within each, a component and sample outranks a component,
 * which outranks a sample name (so "grid" lists the Grid before Sparkline's "Grid" sample).
 */
function nameTier({ components, samples }: ItemNames, query: string): number {
  const pairs = components.flatMap((component) => samples.map((sample) => pair(component, sample)));
  if (pairs.some((p) => p.text === query) || components.some((c) => samples.some((s) => s.text + c.text === query))) return 6;
  if (components.some((c) => c.text === query)) return 5;
  if (samples.some((s) => s.text === query)) return 4;
  if (pairs.some((p) => spells(p, query))) return 3;
  if (components.some((c) => spells(c, query))) return 2;
  if (samples.some((s) => spells(s, query))) return 1;
  return 0;
}

/**
 * The best sum of word scores over the ways to read the query, each word alone or two neighbours as
 * one ("tree map" as "treemap", counting for both); undefined when some word matches nothing.
 */
function wordScore(singles: readonly WordMatch[], pairs: readonly WordMatch[], item: number): number | undefined {
  const best = [0];
  for (let i = 1; i <= singles.length; i++) {
    const alone = best[i - 1]! + (singles[i - 1]!.scores.get(item) ?? -Infinity);
    const joined = i >= 2 ? best[i - 2]! + 2 * (pairs[i - 2]!.scores.get(item) ?? -Infinity) : -Infinity;
    best.push(Math.max(alone, joined));
  }
  const score = best[singles.length]!;
  return score === -Infinity ? undefined : score;
}

export function searchSamples<Id extends string>(index: SearchIndex<Id>, query: string): SearchResult<Id>[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const whole = queryWords.join("");
  const singles = queryWords.map((word) => matchWord(index, word));
  const pairs = queryWords.slice(1).map((word, i) => matchWord(index, queryWords[i] + word));
  const ranked: { at: number; tier: number; score: number }[] = [];
  index.items.forEach((_, at) => {
    const tier = nameTier(index.names[at]!, whole);
    const score = wordScore(singles, pairs, at);
    if (tier > 0 || score !== undefined) ranked.push({ at, tier, score: score ?? 0 });
  });
  // "grid column pinning": the Grid's pinning samples before the Data Grid's, which match as well word for word.
  const named = (at: number) => (index.names[at]!.components.some((c) => whole.includes(c.text)) ? 0 : 1);
  const overview = (at: number) => (index.names[at]!.overview ? 0 : 1);
  ranked.sort((a, b) => b.tier - a.tier || b.score - a.score || named(a.at) - named(b.at) || overview(a.at) - overview(b.at) || a.at - b.at);
  const hitWords = new Set([...singles, ...pairs].flatMap((match) => [...match.hits]));
  return ranked.map(({ at, tier, score }) => {
    const item = index.items[at]!;
    return { item, tier, score, titleMarks: markTitle(item.title, queryWords, hitWords) };
  });
}

/** Marks, in the title, each query word's occurrence, or a whole title word that the query matched. */
function markTitle(title: string, queryWords: readonly string[], hitWords: ReadonlySet<string>): [number, number][] {
  const lower = title.toLowerCase();
  const marks: [number, number][] = [];
  for (const match of lower.matchAll(/[a-z0-9]+/g)) {
    const word = match[0];
    const start = match.index;
    const inside = queryWords.map((q) => [q, word.indexOf(q)] as const).find(([, at]) => at >= 0);
    if (inside) marks.push([start + inside[1], start + inside[1] + inside[0].length]);
    else if (hitWords.has(word)) marks.push([start, start + word.length]);
  }
  return marks;
}
