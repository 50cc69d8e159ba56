/**
 * The search index: every word of every sample's fields, with the items it occurs in and how much the
 * field weighs, and the names a query may spell out whole. Matching one query word against it is
 * here; ranking whole queries is in search-rank.ts.
 */
import { isTypoOf, joinedRuns, words } from "./search-words";

export interface SearchItem<Id extends string = string> {
  /** "group/component/sample". */
  id: Id;
  title: string;
  /** The sample's descriptive heading, when it has one. */
  heading?: string;
  component: string;
  group: string;
  tags?: readonly string[];
  description?: string;
}

type Field = "component" | "title" | "heading" | "tags" | "group" | "description";

/** The attribute order people expect: the component's name, then the sample's, then the rest. */
const FIELD_WEIGHT: Record<Field, number> = { component: 6, title: 5, heading: 4, tags: 3, group: 2, description: 1 };
const KIND_SCORE = { exact: 100, prefix: 60, substring: 25, fuzzy: 12 } as const;

/** Fields whose neighbouring words are also indexed written together. */
const JOINED_FIELDS: readonly Field[] = ["component", "title", "heading", "tags"];

interface Posting {
  item: number;
  weight: number;
}

/** A name in compact form, and where its last word starts: a query reaching past that spells the name out. */
export interface Name {
  text: string;
  lastWordAt: number;
}

export interface ItemNames {
  /** The component's menu name and its slug. */
  components: Name[];
  /** The sample's display name, then its heading. */
  samples: Name[];
  overview: boolean;
}

export interface SearchIndex<Id extends string = string> {
  /** In menu order: ties keep it. */
  items: readonly SearchItem<Id>[];
  names: readonly ItemNames[];
  /** Every distinct word of every field, with the items and field weights it occurs in. */
  vocabulary: Map<string, Posting[]>;
  /** Neighbouring words written together, with the words they join. */
  joined: Map<string, { parts: string[]; postings: Posting[] }>;
  /** Per query word: item scores and the vocabulary words it matched. Typing repeats earlier words. */
  memo: Map<string, WordMatch>;
}

export interface WordMatch {
  scores: Map<number, number>;
  /** The item words the query word matched (the parts of a joined word), to mark them. */
  hits: Set<string>;
}

function name(text: string): Name {
  const list = words(text);
  return { text: list.join(""), lastWordAt: list.slice(0, -1).join("").length };
}

function itemFields(item: SearchItem): [Field, string[]][] {
  const [, componentSlug = ""] = item.id.split("/");
  return [
    ["component", words(item.component)],
    ["component", words(componentSlug)],
    ["title", words(item.title)],
    ["heading", words(item.heading ?? "")],
    ...(item.tags ?? []).map((tag): [Field, string[]] => ["tags", words(tag)]),
    ["group", words(item.group)],
    ["description", words(item.description ?? "")],
  ];
}

function itemNames(item: SearchItem): ItemNames {
  const [, componentSlug = "", sampleSlug = ""] = item.id.split("/");
  return {
    components: [name(item.component), name(componentSlug)],
    samples: [name(item.title), ...(item.heading ? [name(item.heading)] : [])],
    overview: sampleSlug === "overview",
  };
}

const keepBest = (best: Map<string, number>, word: string, weight: number) => best.set(word, Math.max(best.get(word) ?? 0, weight));

export function buildSearchIndex<Id extends string>(items: readonly SearchItem<Id>[]): SearchIndex<Id> {
  const vocabulary = new Map<string, Posting[]>();
  const joined = new Map<string, { parts: string[]; postings: Posting[] }>();
  items.forEach((item, index) => {
    const best = new Map<string, number>();
    const bestJoined = new Map<string, number>();
    const partsOf = new Map<string, string[]>();
    for (const [field, list] of itemFields(item)) {
      for (const word of list) keepBest(best, word, FIELD_WEIGHT[field]);
      if (!JOINED_FIELDS.includes(field)) continue;
      for (const [word, parts] of joinedRuns(list)) {
        keepBest(bestJoined, word, FIELD_WEIGHT[field]);
        partsOf.set(word, parts);
      }
    }
    for (const [word, weight] of best) {
      const postings = vocabulary.get(word) ?? [];
      postings.push({ item: index, weight });
      vocabulary.set(word, postings);
    }
    for (const [word, weight] of bestJoined) {
      const entry = joined.get(word) ?? { parts: partsOf.get(word)!, postings: [] };
      entry.postings.push({ item: index, weight });
      joined.set(word, entry);
    }
  });
  return { items, names: items.map(itemNames), vocabulary, joined, memo: new Map() };
}

/** How a query word matches a vocabulary word without typos, if at all. */
function matchKind(query: string, word: string): "exact" | "prefix" | "substring" | undefined {
  if (word === query) return "exact";
  if (word.startsWith(query)) return "prefix";
  if (query.length >= 3 && word.includes(query)) return "substring";
  return undefined;
}

/**
 * Scores every item for one query word. A joined word counts only when the query runs past its first
 * part (otherwise the part itself matched already). Misspellings are looked for only when the word
 * matches nothing as typed: they rescue a typo, and would only add noise to a word that is found.
 */
export function matchWord<Id extends string>(index: SearchIndex<Id>, queryWord: string): WordMatch {
  const known = index.memo.get(queryWord);
  if (known) return known;
  const scores = new Map<number, number>();
  const hits = new Set<string>();
  const add = (matched: readonly string[], postings: Posting[], kind: keyof typeof KIND_SCORE) => {
    for (const word of matched) hits.add(word);
    for (const { item, weight } of postings) {
      const score = KIND_SCORE[kind] * weight;
      if (score > (scores.get(item) ?? 0)) scores.set(item, score);
    }
  };
  for (const [word, postings] of index.vocabulary) {
    const kind = matchKind(queryWord, word);
    if (kind) add([word], postings, kind);
  }
  for (const [word, { parts, postings }] of index.joined) {
    if (queryWord.length > parts[0]!.length && word.startsWith(queryWord)) add(parts, postings, word === queryWord ? "exact" : "prefix");
  }
  if (hits.size === 0) {
    for (const [word, postings] of index.vocabulary) if (isTypoOf(queryWord, word)) add([word], postings, "fuzzy");
    for (const [word, { parts, postings }] of index.joined) {
      if (queryWord.length > parts[0]!.length + 1 && isTypoOf(queryWord, word)) add(parts, postings, "fuzzy");
    }
  }
  const match = { scores, hits };
  if (index.memo.size > 500) index.memo.clear();
  index.memo.set(queryWord, match);
  return match;
}
