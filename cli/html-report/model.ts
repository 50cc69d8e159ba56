import type { VerifyReport } from "../verify/report";

/**
 * What the HTML report shows of a verify run, read from the JSON report alone (a merged one too).
 * It reads generically: a failure kind it has never heard of is listed like the others, and any field
 * another pass adds to a verdict, a visit or a failure is shown under its own name, so a new check
 * appears in the report without a change here.
 */
export type Status = "passed" | "failed" | "flaky";

/** How a visit reached the sample: at its grouped path under the prefix, at its alias, or at the bare embed path. */
export type RouteForm = "grouped" | "alias" | "embed";
export const ROUTE_FORMS: readonly RouteForm[] = ["grouped", "alias", "embed"];

/** A field a pass added that the report does not know by name: shown as it is. */
export interface Extra {
  name: string;
  value: unknown;
}

export interface FailureView {
  kind: string;
  detail: string;
  /** The detail as the browser gave it, when source maps changed it. */
  raw?: string;
  extras: Extra[];
}

export interface VisitView {
  route: string;
  form: RouteForm;
  /** 1 for the first visit of its route, 2 for the second look verify takes after a failure. */
  look: number;
  ms: number;
  failures: FailureView[];
  extras: Extra[];
}

/** A console or page error, in the order the visit saw it. */
export interface Message {
  route: string;
  look: number;
  kind: string;
  detail: string;
}

/** One accessibility rule broken by the sample, with every place it was seen. */
export interface RuleFindings {
  rule: string;
  impact?: string;
  help?: string;
  findings: { route: string; where: string }[];
}

export interface SampleView {
  id: string;
  status: Status;
  /** All its visits together. */
  ms: number;
  /** The time of each visit per route form (a route looked at twice has two). */
  times: Partial<Record<RouteForm, number[]>>;
  /** Its failure kinds with how often each was seen, in the order first seen. */
  kinds: [string, number][];
  firstError?: string;
  /** Its grouped path under the prefix, relative to the base path: where the gallery shows it. */
  route?: string;
  visits: VisitView[];
  messages: Message[];
  a11y: RuleFindings[];
  extras: Extra[];
}

export interface ReportView {
  ok: boolean;
  seconds: number;
  samples: number;
  visits: number;
  failed: number;
  flaky: number;
  staticProblems: { file: string; message: string }[];
  rows: SampleView[];
  slowest: SampleView[];
}

const KNOWN = {
  verdict: new Set(["sample", "status", "results"]),
  visit: new Set(["sample", "route", "failures", "ms"]),
  failure: new Set(["kind", "detail", "raw"]),
};

/** Failure kinds that are a console or page message; a message after ready keeps its kind as a prefix. */
const MESSAGE_KINDS = ["page-error", "console-error", "console-warning"];

/** axe's finding as verify words it: `serious aria-required-children: Certain ARIA roles… (#grid > div)`. */
const AXE_FINDING = /^(minor|moderate|serious|critical) ([a-z0-9-]+): ([^]*?)(?: \(([^]*)\))?$/;

type Loose = Record<string, unknown>;

function extrasOf(value: Loose, known: ReadonlySet<string>): Extra[] {
  return Object.keys(value)
    .filter((name) => !known.has(name) && value[name] !== undefined)
    .map((name) => ({ name, value: value[name] }));
}

export function routeForm(sample: string, route: string): RouteForm {
  if (route === `/${sample}`) return "embed";
  return route.endsWith(`/${sample}`) ? "grouped" : "alias";
}

function messageOf({ route, look }: VisitView, failure: FailureView): Message | undefined {
  if (MESSAGE_KINDS.includes(failure.kind)) return { route, look, kind: failure.kind, detail: failure.detail };
  const late = MESSAGE_KINDS.find((kind) => failure.detail.startsWith(`${kind}: `));
  return late ? { route, look, kind: `${late} after ready`, detail: failure.detail.slice(late.length + 2) } : undefined;
}

/** The rule a finding breaks: its own `rule` field when a pass gives one, else read from axe's wording. */
function ruleOf(failure: FailureView): Omit<RuleFindings, "findings"> & { where: string } | undefined {
  const rule = failure.extras.find((extra) => extra.name === "rule")?.value;
  if (typeof rule === "string") return { rule, where: failure.detail };
  const axe = AXE_FINDING.exec(failure.detail);
  if (axe) return { rule: axe[2]!, impact: axe[1], help: axe[3], where: axe[4] ?? "" };
  if (failure.kind === "contrast") return { rule: "color-contrast", where: failure.detail };
  return undefined;
}

function groupByRule(visits: readonly VisitView[]): RuleFindings[] {
  const rules = new Map<string, RuleFindings>();
  for (const visit of visits) {
    for (const failure of visit.failures) {
      const found = ruleOf(failure);
      if (!found) continue;
      const { where, ...rule } = found;
      const entry = rules.get(rule.rule) ?? { ...rule, findings: [] };
      entry.findings.push({ route: visit.route, where });
      rules.set(rule.rule, entry);
    }
  }
  return [...rules.values()];
}

function visitView(sample: string, raw: Loose, look: number): VisitView {
  const route = String(raw.route ?? "");
  const failures = (Array.isArray(raw.failures) ? (raw.failures as Loose[]) : []).map((failure) => ({
    kind: String(failure.kind),
    detail: String(failure.detail ?? ""),
    ...(typeof failure.raw === "string" ? { raw: failure.raw } : {}),
    extras: extrasOf(failure, KNOWN.failure),
  }));
  return { route, form: routeForm(sample, route), look, ms: Number(raw.ms) || 0, failures, extras: extrasOf(raw, KNOWN.visit) };
}

export function sampleView(verdict: Loose): SampleView {
  const id = String(verdict.sample);
  const looks = new Map<string, number>();
  const visits = (Array.isArray(verdict.results) ? (verdict.results as Loose[]) : []).map((result) => {
    const look = (looks.get(String(result.route)) ?? 0) + 1;
    looks.set(String(result.route), look);
    return visitView(id, result, look);
  });
  const times: SampleView["times"] = {};
  const kinds = new Map<string, number>();
  for (const visit of visits) {
    (times[visit.form] ??= []).push(visit.ms);
    for (const failure of visit.failures) kinds.set(failure.kind, (kinds.get(failure.kind) ?? 0) + 1);
  }
  const failures = visits.flatMap((visit) => visit.failures);
  return {
    id,
    status: verdict.status as Status,
    ms: visits.reduce((sum, visit) => sum + visit.ms, 0),
    times,
    kinds: [...kinds],
    firstError: failures[0]?.detail,
    route: visits.find((visit) => visit.form === "grouped")?.route,
    visits,
    messages: visits.flatMap((visit) => visit.failures.flatMap((failure) => messageOf(visit, failure) ?? [])),
    a11y: groupByRule(visits),
    extras: extrasOf(verdict, KNOWN.verdict),
  };
}

export function reportView(report: VerifyReport): ReportView {
  const rows = (report.verdicts as unknown as Loose[]).map(sampleView);
  return {
    ok: report.ok,
    seconds: report.seconds,
    samples: report.samples,
    visits: report.visits,
    failed: report.failed.length,
    flaky: report.flaky.length,
    staticProblems: report.staticProblems,
    rows,
    slowest: [...rows].sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
}
