import { normalizeRoutePath, withoutSamplesPrefix } from "../../contract/routes";

/** Edit distance between two strings (insert, delete, substitute), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A typo, not another word: at most one edit in three characters (one in any short segment). */
function isTypoOf(typed: string, known: string): boolean {
  return editDistance(typed, known) <= Math.max(1, Math.floor(known.length / 3));
}

/** How many leading segments of `known` match those of `typed`, each exactly or up to a typo. */
function sharedSegments(typed: readonly string[], known: readonly string[]): number {
  let shared = 0;
  while (shared < typed.length && shared < known.length && isTypoOf(typed[shared]!, known[shared]!)) shared++;
  return shared;
}

/**
 * The `count` known paths nearest to `path` (less the samples prefix), nearest first: those that share
 * more leading segments (same component, then same group, each allowing a typo) come first; among
 * them a page the typed path lies below (its group's or component's page), then the smaller edit
 * distance over the whole path. So `/charts/nope/xyz` suggests the Charts page, then charts, and a
 * typo in the last segment puts the sample (or the group or component page) meant first.
 */
export function closestPaths(path: string, known: readonly string[], samplesPrefix: string, count = 5): string[] {
  const target = withoutSamplesPrefix(normalizeRoutePath(path), samplesPrefix);
  const typed = target.split("/").filter(Boolean);
  return known
    .map((candidate) => {
      const segments = candidate.split("/").filter(Boolean);
      const shared = sharedSegments(typed, segments);
      return { candidate, shared, above: shared === segments.length, distance: editDistance(target, candidate) };
    })
    .sort((a, b) => b.shared - a.shared || +b.above - +a.above || a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, count)
    .map((s) => s.candidate);
}
