import { escapeHtml, formatMs, page, samplePageFile } from "./html";
import { ROUTE_FORMS, type ReportView, type SampleView } from "./model";

/** A sample's pictures in the report folder, relative to its root. */
export interface Shots {
  thumbnail?: string;
  /** The whole viewport of a failed visit, within the report's budget for them. */
  viewport?: string;
}

export interface PageContext {
  shotsOf: (sample: string) => Shots;
  /** Where the built gallery is served, without a trailing slash: a sample's route is appended. */
  galleryUrl: string;
}

const hasPage = (row: SampleView) => row.status !== "passed";

function sampleLink(row: SampleView, root = ""): string {
  return hasPage(row) ? `<a href="${root}${samplePageFile(row.id)}">${escapeHtml(row.id)}</a>` : escapeHtml(row.id);
}

function summary(view: ReportView): string {
  const figures: [string, string][] = [
    ["Result", view.ok ? "passed" : "failed"],
    ["Samples", String(view.samples)],
    ["Page visits", String(view.visits)],
    ["Failed", String(view.failed)],
    ["Flaky", String(view.flaky)],
    ["Static problems", String(view.staticProblems.length)],
    ["Time", `${view.seconds.toFixed(1)} s`],
  ];
  const slowest = view.slowest.map((row) => `<li>${sampleLink(row)} <span class="ms">${formatMs(row.ms)}</span></li>`).join("\n");
  const problems = view.staticProblems.length
    ? `<h2>Static problems</h2><ul>${view.staticProblems.map((p) => `<li><code>${escapeHtml(p.file)}</code>: ${escapeHtml(p.message)}</li>`).join("")}</ul>`
    : "";
  return `<section aria-labelledby="summary-title">
<h2 id="summary-title">Summary</h2>
<dl class="figures">${figures.map(([name, value]) => `<div class="figure${name === "Result" ? ` status-${value}` : ""}"><dt>${name}</dt><dd>${value}</dd></div>`).join("")}</dl>
${problems}
<h2>Slowest ten samples</h2>
<p class="note">All the visits of a sample together.</p>
<ol class="slowest">${slowest}</ol>
</section>`;
}

function times(row: SampleView): string {
  return ROUTE_FORMS.map((form) => `<td class="ms" data-label="${form}">${(row.times[form] ?? []).map(formatMs).join(", ")}</td>`).join("");
}

function picture(row: SampleView, context: PageContext): string {
  const file = context.shotsOf(row.id).thumbnail;
  if (!file) return "";
  const image = `<img src="${escapeHtml(file)}" alt="" width="160" height="100" loading="lazy" decoding="async">`;
  return hasPage(row) ? `<a href="${samplePageFile(row.id)}" tabindex="-1" aria-hidden="true">${image}</a>` : image;
}

function tableRow(row: SampleView, context: PageContext): string {
  const kinds = row.kinds.map(([kind, n]) => (n > 1 ? `${kind} ×${n}` : kind)).join(", ");
  const first = row.firstError ? `<div class="first-error">${escapeHtml(row.firstError.split("\n")[0]!.slice(0, 160))}</div>` : "";
  const search = `${row.id} ${row.status} ${row.kinds.map(([k]) => k).join(" ")}`.toLowerCase();
  return `<tr data-status="${row.status}" data-search="${escapeHtml(search)}">
<th scope="row" data-label="Sample">${sampleLink(row)}</th>
<td data-label="Status"><span class="status status-${row.status}">${row.status}</span></td>
${times(row)}
<td data-label="Failure kinds">${escapeHtml(kinds)}${first}</td>
<td class="picture">${picture(row, context)}</td>
</tr>`;
}

function table(view: ReportView, context: PageContext): string {
  const kinds = [...new Set(view.rows.flatMap((row) => row.kinds.map(([kind]) => kind)))].sort();
  return `<section aria-labelledby="samples-title">
<h2 id="samples-title">Every sample</h2>
<form class="filter" role="search" hidden>
<label>Sample or failure kind <input type="search" name="text" autocomplete="off"></label>
<label>Status <select name="status"><option value="">any</option><option>failed</option><option>flaky</option><option>passed</option></select></label>
<label>Failure kind <select name="kind"><option value="">any</option>${kinds.map((k) => `<option>${escapeHtml(k)}</option>`).join("")}</select></label>
<p class="count" role="status" aria-live="polite"></p>
</form>
<div class="scroll" role="region" aria-label="Table of every sample" tabindex="0">
<table class="samples">
<thead><tr><th scope="col">Sample</th><th scope="col">Status</th>${ROUTE_FORMS.map((f) => `<th scope="col" class="ms">${f}</th>`).join("")}<th scope="col">Failure kinds</th><th scope="col"><span class="visually-hidden">Picture</span></th></tr></thead>
<tbody>
${view.rows.map((row) => tableRow(row, context)).join("\n")}
</tbody>
</table>
</div>
<p class="note">Times are per visit, by route form: the grouped path under the samples prefix, the alias, the bare embed path (a rotating quarter of the samples is also opened at the last two). A failed visit is looked at once more, so it shows two times.</p>
</section>`;
}

export function indexPage(view: ReportView, context: PageContext): string {
  const title = `Verify report: ${view.ok ? "passed" : "failed"}, ${view.failed} failed, ${view.flaky} flaky of ${view.samples}`;
  return page({
    title,
    root: "",
    body: `<header class="top"><p class="crumbs">gallery verify</p><h1>${escapeHtml(title)}</h1></header>
<main id="main">
${summary(view)}
${table(view, context)}
</main>`,
  });
}
