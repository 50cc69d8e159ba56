/**
 * Ranking a whole query, the way documentation search ranks (Algolia's DocSearch): first whether the
 * query spells out a name (a component and one of its samples, a component, a sample), then how well
 * its words match by attribute (component above sample name above heading, tags and description) and
 * exactness, then a fixed order for ties: a component the query names whole, its overview, then the
 * menu's order.
 */
import { matchTogether, matchWord, type SearchIndex, type SearchItem, type WordMatch } from "./search-index";
import { componentsNamed, itemsSpelled, namesComponent, nameTier } from "./search-names";
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

/**
 * The best sum of word scores over the ways to read the query, each word alone or two neighbours as
 * one ("tree map" as "treemap", counting for both); undefined when some word matches nothing.
 */
function wordScore(singles: readonly WordMatch[], pairs: readonly WordMatch[], item: number): number | undefined {
  // best[i] for the first i words, kept as the last two values: this runs for every candidate on every keystroke.
  let beforeLast = -Infinity;
  let last = 0;
  for (let i = 0; i < singles.length; i++) {
    const alone = last + (singles[i]!.scores.get(item) ?? -Infinity);
    const joined = i >= 1 ? beforeLast + 2 * (pairs[i - 1]!.scores.get(item) ?? -Infinity) : -Infinity;
    beforeLast = last;
    last = Math.max(alone, joined);
  }
  return last === -Infinity ? undefined : last;
}

/** The order's keys, most significant first, in one number: sorting hundreds of results on each keystroke compares it only. */
const rankKey = (tier: number, score: number, named: number, overview: number) => ((tier * 2 ** 22 + Math.min(score, 2 ** 22 - 1)) * 2 + named) * 2 + overview;

export function searchSamples<Id extends string>(index: SearchIndex<Id>, query: string): SearchResult<Id>[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const whole = queryWords.join("");
  const singles = queryWords.map((word) => matchWord(index, word));
  const pairs = queryWords.slice(1).map((word, i) => matchTogether(index, queryWords[i]!, word));
  // An item matches when its first word does (alone or joined to the next), or when it spells a name.
  const spelling = itemsSpelled(index.spellable, whole);
  const candidates = new Set(singles[0]!.scores.keys());
  for (const at of pairs[0]?.scores.keys() ?? []) candidates.add(at);
  for (const at of spelling) candidates.add(at);
  const named = componentsNamed(index.spellable, whole);
  const ranked: { at: number; tier: number; score: number; key: number }[] = [];
  for (const at of candidates) {
    const names = index.names[at]!;
    const tier = spelling.has(at) ? nameTier(names, whole) : 0;
    const score = wordScore(singles, pairs, at);
    if (tier === 0 && score === undefined) continue;
    // "grid column pinning": the Grid's pinning samples before the Data Grid's, which match as well word for word.
    ranked.push({ at, tier, score: score ?? 0, key: rankKey(tier, score ?? 0, namesComponent(names, named) ? 1 : 0, names.overview ? 1 : 0) });
  }
  ranked.sort((a, b) => b.key - a.key || a.at - b.at);
  const hitWords = new Set([...singles, ...pairs].flatMap((match) => [...match.hits]));
  return ranked.map(({ at, tier, score }) => {
    const item = index.items[at]!;
    return { item, tier, score, titleMarks: markTitle(item.title, queryWords, hitWords) };
  });
}

/** Marks, in the title, each query word's occurrence, or a whole title word that the query matched. */
function markTitle(title: string, queryWords: readonly string[], hitWords: ReadonlySet<string>): [number, number][] {
  const marks: [number, number][] = [];
  for (const match of title.toLowerCase().matchAll(/[a-z0-9]+/g)) {
    const word = match[0];
    const start = match.index;
    const mark = markInWord(word, queryWords);
    if (mark) marks.push([start + mark[0], start + mark[1]]);
    else if (hitWords.has(word)) marks.push([start, start + word.length]);
  }
  return marks;
}

/** Where the first query word that occurs in `word` is, if one does. */
function markInWord(word: string, queryWords: readonly string[]): [number, number] | undefined {
  for (const query of queryWords) {
    const at = word.indexOf(query);
    if (at >= 0) return [at, at + query.length];
  }
  return undefined;
}
