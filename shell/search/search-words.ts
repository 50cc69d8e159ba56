/** How search sees text: lowercase words of letters and digits, and the same words run together. */

export const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The words of `text` with no separator: "Date-Picker", "date picker" and "DatePicker" are all "datepicker". */
export const compact = (text: string): string => words(text).join("");

/**
 * Runs of two and three neighbouring words written together ("Tree Grid" → "treegrid"), so that a
 * word typed as one matches words written apart; each maps to the words it joins.
 */
export function joinedRuns(list: readonly string[]): [joined: string, parts: string[]][] {
  const runs: [string, string[]][] = [];
  for (let length = 2; length <= 3; length++) {
    for (let start = 0; start + length <= list.length; start++) {
      const parts = list.slice(start, start + length);
      runs.push([parts.join(""), parts]);
    }
  }
  return runs;
}

/** Every word of `sorted` that starts with `prefix`, by binary search. */
export function startingWith(sorted: readonly string[], prefix: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
  return found;
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

/** A misspelt word or a misspelt start of a word ("gaueg" → "gauge", the start of "gauges"). */
export function isTypoOf(query: string, word: string): boolean {
  if (query.length < 4) return false;
  const allowed = query.length >= 7 ? 2 : 1;
  const candidate = word.length > query.length + allowed ? word.slice(0, query.length) : word;
  return typoDistance(query, candidate, allowed) <= allowed;
}
