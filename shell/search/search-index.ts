/**
 * Sample search: pure functions, no DOM. Each query word must match some field of a sample; exact
 * word matches rank above word prefixes, above substrings, above close misspellings, and matches in
 * the title weigh more than matches in the heading, component, group, tags or description. A title
 * that is exactly the query's words ranks above every title that merely contains them.
 */

export interface SearchItem<Id extends string = string> {
  id: Id;
  title: string;
  /** The sample's descriptive heading, when it has one. */
  heading?: string;
  component: string;
  group: string;
  tags?: readonly string[];
  description?: string;
}

export interface SearchResult<Id extends string = string> {
  item: SearchItem<Id>;
  score: number;
  /** [start, end) ranges of the title to mark. */
  titleMarks: [number, number][];
}

type Field = "title" | "heading" | "component" | "group" | "tags" | "description";

const FIELD_WEIGHT: Record<Field, number> = { title: 5, heading: 4, component: 4, group: 2, tags: 2, description: 1 };
/** Larger than any sum of word scores, so an exact display name always comes first. */
const EXACT_TITLE_BONUS = 100_000;
const KIND_SCORE = { exact: 100, prefix: 60, substring: 25, fuzzy: 12 } as const;

interface Posting {
  item: number;
  weight: number;
}

export interface SearchIndex<Id extends string = string> {
  items: readonly SearchItem<Id>[];
  /** Every distinct word of every field, with the items and field weights it occurs in. */
  vocabulary: Map<string, Posting[]>;
  /** Per query word: item scores and the vocabulary words it matched. Typing repeats earlier words. */
  memo: Map<string, WordMatch>;
}

interface WordMatch {
  scores: Map<number, number>;
  hits: Set<string>;
}

export const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

export function buildSearchIndex<Id extends string>(items: readonly SearchItem<Id>[]): SearchIndex<Id> {
  const vocabulary = new Map<string, Posting[]>();
  items.forEach((item, index) => {
    const fields: [Field, string][] = [
      ["title", item.title],
      ["heading", item.heading ?? ""],
      ["component", item.component],
      ["group", item.group],
      ["tags", (item.tags ?? []).join(" ")],
      ["description", item.description ?? ""],
    ];
    const best = new Map<string, number>();
    for (const [field, text] of fields) {
      for (const word of words(text)) best.set(word, Math.max(best.get(word) ?? 0, FIELD_WEIGHT[field]));
    }
    for (const [word, weight] of best) {
      const postings = vocabulary.get(word) ?? [];
      postings.push({ item: index, weight });
      vocabulary.set(word, postings);
    }
  });
  return { items, vocabulary, memo: new Map() };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early above `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How a query word matches a vocabulary word without typos, if at all. */
function matchKind(query: string, word: string): "exact" | "prefix" | "substring" | undefined {
  if (word === query) return "exact";
  if (word.startsWith(query)) return "prefix";
  if (query.length >= 3 && word.includes(query)) return "substring";
  return undefined;
}

/** A misspelt word or a misspelt start of a word ("gaueg" → "gauge", the start of "gauges"). */
function isTypoOf(query: string, word: string): boolean {
  if (query.length < 4) return false;
  const allowed = query.length >= 7 ? 2 : 1;
  const candidate = word.length > query.length + allowed ? word.slice(0, query.length) : word;
  return typoDistance(query, candidate, allowed) <= allowed;
}

/**
 * Scores every item for one query word. Misspellings are looked for only when the word matches
 * nothing as typed: they rescue a typo, and would only add noise to a word that is found.
 */
function matchWord<Id extends string>(index: SearchIndex<Id>, queryWord: string): WordMatch {
  const known = index.memo.get(queryWord);
  if (known) return known;
  const scores = new Map<number, number>();
  const hits = new Set<string>();
  const add = (word: string, postings: Posting[], kind: keyof typeof KIND_SCORE) => {
    hits.add(word);
    for (const { item, weight } of postings) {
      const score = KIND_SCORE[kind] * weight;
      if (score > (scores.get(item) ?? 0)) scores.set(item, score);
    }
  };
  for (const [word, postings] of index.vocabulary) {
    const kind = matchKind(queryWord, word);
    if (kind) add(word, postings, kind);
  }
  if (hits.size === 0) {
    for (const [word, postings] of index.vocabulary) if (isTypoOf(queryWord, word)) add(word, postings, "fuzzy");
  }
  const match = { scores, hits };
  if (index.memo.size > 500) index.memo.clear();
  index.memo.set(queryWord, match);
  return match;
}

export function searchSamples<Id extends string>(index: SearchIndex<Id>, query: string): SearchResult<Id>[] {
  const queryWords = [...new Set(words(query))];
  if (queryWords.length === 0) return [];
  let scores: Map<number, number> | undefined;
  const matched: Set<string>[] = [];
  for (const queryWord of queryWords) {
    const { scores: wordScores, hits } = matchWord(index, queryWord);
    matched.push(hits);
    // Every query word must match: keep only items matched so far, adding this word's score.
    const next = new Map<number, number>();
    for (const [item, score] of wordScores) {
      if (!scores) next.set(item, score);
      else if (scores.has(item)) next.set(item, scores.get(item)! + score);
    }
    scores = next;
    if (scores.size === 0) return [];
  }
  const hitWords = new Set(matched.flatMap((set) => [...set]));
  const phrase = words(query).join(" ");
  for (const [item, score] of scores!) {
    if (words(index.items[item]!.title).join(" ") === phrase) scores!.set(item, score + EXACT_TITLE_BONUS);
  }
  return [...scores!]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([item, score]) => ({ item: index.items[item]!, score, titleMarks: markTitle(index.items[item]!.title, queryWords, hitWords) }));
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
