import { withoutSamplesPrefix } from "../../contract/routes";

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

/** The `count` known paths nearest to `path` (less the samples prefix), nearest first. */
export function closestPaths(path: string, known: readonly string[], samplesPrefix: string, count = 5): string[] {
  const target = withoutSamplesPrefix(path.toLowerCase(), samplesPrefix);
  return known
    .map((candidate) => ({ candidate, distance: editDistance(target, candidate) }))
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, count)
    .map((s) => s.candidate);
}
