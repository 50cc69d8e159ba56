/**
 * The search index: every word of every sample's fields, with the items it occurs in and how much the
 * field weighs, and the names a query may spell out whole. Matching one query word against it is
 * here; ranking whole queries is in search-rank.ts.
 */
import { type ItemNames, itemNames, type NameLookup, nameLookup } from "./search-names";
import { isTypoOf, joinedRuns, startingWith, words } from "./search-words";

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

type Field = "component" | "title" | "heading" | "slug" | "tags" | "group" | "description";

/**
 * The attribute order people expect: the component's name, then the sample's, then the rest. The
 * component's slug ("geo-map", "tree-map") counts as a tag: whole, it names the component (see
 * search-names.ts), but "map" alone means the Geographic Map more than the Treemap.
 */
const FIELD_WEIGHT: Record<Field, number> = { component: 6, title: 5, heading: 4, slug: 3, tags: 3, group: 2, description: 1 };
const KIND_SCORE = { exact: 100, prefix: 60, substring: 25, fuzzy: 12 } as const;

/** Fields whose neighbouring words are also indexed written together. */
const JOINED_FIELDS: readonly Field[] = ["component", "title", "heading", "slug", "tags"];

interface Entry {
  /** The item words it stands for: itself, or the words a joined word joins. */
  parts: string[];
  /** Per item that has the word, `item * 8 + weight` (its best field's weight): one number, no object, per posting. */
  postings: number[];
}

/** Words and their postings, with the words sorted too: every word that starts with a prefix is one range. */
interface Words {
  entries: Map<string, Entry>;
  sorted: string[];
}

export interface SearchIndex<Id extends string = string> {
  /** In menu order: ties keep it. */
  items: readonly SearchItem<Id>[];
  names: readonly ItemNames[];
  spellable: NameLookup;
  /** Every distinct word of every field. */
  vocabulary: Words;
  /** Neighbouring words written together ("treegrid"). */
  joined: Words;
  /** Per query word: item scores and the words it matched. Typing repeats earlier words. */
  memo: Map<string, WordMatch>;
}

export interface WordMatch {
  scores: Map<number, number>;
  /** The item words the query word matched (the parts of a joined word), to mark them. */
  hits: Set<string>;
}

/** A field's words; the component's and group's repeat on every sample, so each text is split once. */
function fieldWords(cache: Map<string, string[]>, text: string): string[] {
  let list = cache.get(text);
  if (!list) cache.set(text, (list = words(text)));
  return list;
}

function itemFields(item: SearchItem, cache: Map<string, string[]>): [Field, string[]][] {
  const [, componentSlug = ""] = item.id.split("/");
  return [
    ["component", fieldWords(cache, item.component)],
    ["slug", fieldWords(cache, componentSlug)],
    ["title", fieldWords(cache, item.title)],
    ["heading", words(item.heading ?? "")],
    ...(item.tags ?? []).map((tag): [Field, string[]] => ["tags", fieldWords(cache, tag)]),
    ["group", fieldWords(cache, item.group)],
    ["description", words(item.description ?? "")],
  ];
}

const keepBest = (best: Map<string, number>, word: string, weight: number) => {
  if (weight > (best.get(word) ?? 0)) best.set(word, weight);
};

/** Adds one item's words, each once with its best weight; `parts` gives a word's parts the first time it is seen. */
function addPostings(target: Map<string, Entry>, item: number, best: Map<string, number>, parts: (word: string) => string[]) {
  for (const [word, weight] of best) {
    let entry = target.get(word);
    if (!entry) target.set(word, (entry = { parts: parts(word), postings: [] }));
    entry.postings.push(item * 8 + weight);
  }
}

const sortedWords = (entries: Map<string, Entry>): Words => ({ entries, sorted: [...entries.keys()].sort() });

export function buildSearchIndex<Id extends string>(items: readonly SearchItem<Id>[]): SearchIndex<Id> {
  const vocabulary = new Map<string, Entry>();
  const joined = new Map<string, Entry>();
  const joinedParts = new Map<string, string[]>();
  const cache = new Map<string, string[]>();
  items.forEach((item, index) => {
    const best = new Map<string, number>();
    const bestJoined = new Map<string, number>();
    for (const [field, list] of itemFields(item, cache)) {
      const weight = FIELD_WEIGHT[field];
      for (const word of list) keepBest(best, word, weight);
      if (!JOINED_FIELDS.includes(field) || list.length < 2) continue;
      for (const [word, parts] of joinedRuns(list)) {
        keepBest(bestJoined, word, weight);
        if (!joinedParts.has(word)) joinedParts.set(word, parts);
      }
    }
    addPostings(vocabulary, index, best, (word) => [word]);
    addPostings(joined, index, bestJoined, (word) => joinedParts.get(word)!);
  });
  const names = items.map((item) => itemNames(item.id, item.component, item.title, item.heading));
  return {
    items,
    names,
    spellable: nameLookup(names),
    vocabulary: sortedWords(vocabulary),
    joined: sortedWords(joined),
    memo: new Map(),
  };
}

type Kind = keyof typeof KIND_SCORE;

/** Collects item scores, keeping each item's best, and the words matched. */
function collector() {
  const match: WordMatch = { scores: new Map(), hits: new Set() };
  /** `typed`: how much of the word the query covers, so that "rowpinning" marks "Row Pinning" but not "Options". */
  const add = ({ parts, postings }: Entry, kind: Kind, typed = Infinity) => {
    let at = 0;
    for (const part of parts) {
      if (at < typed) match.hits.add(part);
      at += part.length;
    }
    for (const posting of postings) {
      const item = posting >> 3;
      const score = KIND_SCORE[kind] * (posting & 7);
      if (score > (match.scores.get(item) ?? 0)) match.scores.set(item, score);
    }
  };
  return { match, add };
}

/** Exact and prefix matches of `query` among `words`, by lookup. */
function addStartingWith({ entries, sorted }: Words, query: string, add: (entry: Entry, kind: Kind, typed: number) => void, accept = (_: Entry) => true) {
  for (const word of startingWith(sorted, query)) {
    const entry = entries.get(word)!;
    if (accept(entry)) add(entry, word === query ? "exact" : "prefix", query.length);
  }
}

const memoized = (index: SearchIndex, key: string, match: () => WordMatch): WordMatch => {
  const known = index.memo.get(key);
  if (known) return known;
  if (index.memo.size > 500) index.memo.clear();
  const made = match();
  index.memo.set(key, made);
  return made;
};

/**
 * Scores every item for one query word: as a word, the start of a word or (from three letters) a part
 * of one; as words written together ("treegrid") when it runs past the first of them. Misspellings
 * are looked for only when the word matches nothing as typed (they rescue a typo, and would only add
 * noise to a word that is found), and among words written together only when no single word is near.
 */
export function matchWord(index: SearchIndex, queryWord: string): WordMatch {
  return memoized(index, queryWord, () => {
    const { match, add } = collector();
    const runsPast = ({ parts }: Entry) => queryWord.length > parts[0]!.length;
    addStartingWith(index.vocabulary, queryWord, add);
    addStartingWith(index.joined, queryWord, add, runsPast);
    if (queryWord.length >= 3) {
      for (const word of index.vocabulary.sorted) if (word.includes(queryWord) && !word.startsWith(queryWord)) add(index.vocabulary.entries.get(word)!, "substring");
    }
    if (match.hits.size === 0) {
      for (const word of index.vocabulary.sorted) if (isTypoOf(queryWord, word)) add(index.vocabulary.entries.get(word)!, "fuzzy");
    }
    if (match.hits.size === 0) {
      // Joined words are many: a misspelt one ("datepicer") is looked for among those of its first two letters only.
      for (const word of startingWith(index.joined.sorted, queryWord.slice(0, 2))) {
        const entry = index.joined.entries.get(word)!;
        if (queryWord.length > entry.parts[0]!.length + 1 && isTypoOf(queryWord, word)) add(entry, "fuzzy");
      }
    }
    return match;
  });
}

/**
 * Scores every item for two neighbouring query words read as one ("tree map" as "treemap"): only as a
 * whole word or its start, since a part of a word would match across the space the user typed.
 */
export function matchTogether(index: SearchIndex, first: string, second: string): WordMatch {
  return memoized(index, `${first} ${second}`, () => {
    const { match, add } = collector();
    addStartingWith(index.vocabulary, first + second, add);
    addStartingWith(index.joined, first + second, add);
    return match;
  });
}
