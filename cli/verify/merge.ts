import { readFile } from "node:fs/promises";
import { z } from "zod";
import { GalleryError } from "../errors";
import type { SampleVerdict } from "./render";
import type { VerifyReport } from "./report";

/** The fields of a `verify --report` JSON that merging reads; the rest of each visit is carried as it is. */
const reportSchema = z.object({
  ok: z.boolean(),
  seconds: z.number(),
  samples: z.number(),
  visits: z.number(),
  staticProblems: z.array(z.object({ file: z.string(), message: z.string() }).passthrough()),
  failed: z.array(z.string()),
  flaky: z.array(z.string()),
  verdicts: z.array(z.object({ sample: z.string(), status: z.enum(["passed", "failed", "flaky"]), results: z.array(z.unknown()) }).passthrough()),
  registration: z.array(z.object({ sample: z.string(), status: z.enum(["same", "skipped", "missing-modules", "nondeterministic", "not-rendered"]) }).passthrough()).optional(),
});

/** Reads one shard's report, failing with the file and the field that is wrong. */
export async function readReport(file: string): Promise<VerifyReport> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new GalleryError(`${file}: not a verify report: ${(error as Error).message}`);
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GalleryError(`${file}: field '${issue.path.join(".") || "(root)"}': ${issue.message}`);
  }
  return parsed.data as unknown as VerifyReport;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The shards' reports as one run's: every sample once (a sample in two shards means the shards
 * overlap, an error), verdicts sorted by sample. The static checks run whole in every shard, so
 * their problems are counted once; the shards run side by side, so the time is the slowest one's.
 */
export function mergeReports(reports: readonly { file: string; report: VerifyReport }[]): VerifyReport {
  const seenIn = new Map<string, string>();
  const verdicts: SampleVerdict[] = [];
  for (const { file, report } of reports) {
    for (const verdict of report.verdicts) {
      const earlier = seenIn.get(verdict.sample);
      if (earlier) throw new GalleryError(`${file}: sample '${verdict.sample}' was also checked in ${earlier}: the shards overlap`);
      seenIn.set(verdict.sample, file);
      verdicts.push(verdict);
    }
  }
  verdicts.sort((a, b) => byId(a.sample, b.sample));
  // Only shards run with --registration carry the check's outcomes; a merge of none carries no field.
  const checked = reports.filter(({ report }) => report.registration);
  const registration = checked.flatMap(({ report }) => report.registration!).sort((a, b) => byId(a.sample, b.sample));
  const problems = new Map(reports.flatMap(({ report }) => report.staticProblems.map((problem) => [JSON.stringify(problem), problem] as const)));
  return {
    ok: reports.every(({ report }) => report.ok),
    seconds: Math.max(0, ...reports.map(({ report }) => report.seconds)),
    samples: reports.reduce((sum, { report }) => sum + report.samples, 0),
    visits: reports.reduce((sum, { report }) => sum + report.visits, 0),
    staticProblems: [...problems.values()],
    failed: verdicts.filter((v) => v.status === "failed").map((v) => v.sample),
    flaky: verdicts.filter((v) => v.status === "flaky").map((v) => v.sample),
    verdicts,
    ...(checked.length ? { registration } : {}),
  };
}
