import path from "node:path";
import { A11Y_KNOWN_FILE, knownViolationKey } from "../../contract/a11y-known";
import { sampleId } from "../../contract/manifest";
import { knownInThemes, THEME_KEYS, variantKeys } from "../../contract/themes";
import { loadConfig } from "../catalog/config";
import { CONFIG_FILE } from "../catalog/generate";
import { loadKnownList, type KnownList } from "../catalog/a11y-known";
import { scanSamples } from "../catalog/scan";
import type { Problem } from "../errors";
import type { VerifyReport } from "./report";

/** One visit's outcome as far as the known list is concerned (a VisitResult has this shape). */
interface CheckedVisit {
  sample: string;
  /** Set when the a11y check ran on the visit: the entries it saw. */
  a11ySeen?: readonly string[];
}

/**
 * The listed entries that no sample showed, in a run whose a11y check reached every sample the entry
 * applies to (a shard or an --only run that left one out says nothing of the entry), in a theme the
 * entry names (`themes`, the themes the run's pages showed): the component was fixed, and the entry
 * must go so the list stays true.
 */
export function staleKnownEntries(list: KnownList, allSamples: readonly string[], visits: readonly CheckedVisit[], themes: readonly string[] = THEME_KEYS): Problem[] {
  const checked = new Set(visits.filter((v) => v.a11ySeen).map((v) => v.sample));
  const seen = new Set(visits.flatMap((v) => v.a11ySeen ?? []));
  const problems: Problem[] = [];
  list.entries.forEach((entry, index) => {
    if (!knownInThemes(entry, themes)) return;
    const key = knownViolationKey(entry);
    const applies = allSamples.filter((id) => list.forSample(id).includes(entry));
    if (applies.length === 0 || !applies.every((id) => checked.has(id)) || seen.has(key)) return;
    problems.push({
      file: A11Y_KNOWN_FILE,
      field: `known.${index}`,
      message: `${key} no longer occurs in any of its ${applies.length} sample(s)`,
      fix: "remove the entry (or narrow its samples) now that the component no longer has it",
    });
  });
  return problems;
}

/** The stale entries of the project's list in merged shard reports; none when no shard ran the a11y check. */
export async function staleInMergedRun(root: string, report: VerifyReport): Promise<Problem[]> {
  const visits = report.verdicts.flatMap((v) => v.results);
  if (!visits.some((v) => v.a11ySeen)) return [];
  const everySample = (await scanSamples(root)).map(sampleId);
  // Shards check accessibility in the default theme's two variants, as a whole run does.
  const { config } = await loadConfig(path.join(root, CONFIG_FILE));
  const themes = config ? variantKeys(config.theme.name) : THEME_KEYS;
  return staleKnownEntries(await loadKnownList(root), everySample, visits, themes);
}
