import { escapeHtml, formatMs, markPositions, page, sourcePositionsIn, REPORT_BUDGET_MB } from "./html";
import type { PageContext } from "./index-page";
import type { FailureView, SampleView, VisitView } from "./model";
import { renderExtras } from "./values";

function failureItem(failure: FailureView): string {
  const positions = sourcePositionsIn(failure.detail).slice(0, 3);
  const at = positions.length ? `<p class="at">at ${positions.map((p) => `<code class="position">${escapeHtml(p)}</code>`).join(", ")}</p>` : "";
  const raw = failure.raw
    ? `<details><summary>As the browser gave it, before source maps</summary><pre>${escapeHtml(failure.raw)}</pre></details>`
    : "";
  return `<li><p class="kind">${escapeHtml(failure.kind)}</p>${at}<pre>${markPositions(failure.detail)}</pre>${raw}${renderExtras(failure.extras)}</li>`;
}

const lookOf = (look: number) => (look > 1 ? `, look ${look}` : "");

function visitSection(visit: VisitView): string {
  const heading = `${escapeHtml(visit.route)} <span class="form">(${visit.form}${lookOf(visit.look)})</span> <span class="ms">${formatMs(visit.ms)}</span>`;
  const body = visit.failures.length
    ? `<ol class="failures">${visit.failures.map(failureItem).join("\n")}</ol>`
    : `<p class="status status-passed">passed</p>`;
  return `<section class="visit"><h3>${heading}</h3>${body}${renderExtras(visit.extras)}</section>`;
}

function visits(row: SampleView): string {
  const sections = row.visits.map(visitSection);
  return `<section aria-labelledby="visits-title"><h2 id="visits-title">Visits and failures</h2>
<p class="note">Every visit in the order verify made it; a failed visit is looked at once more in a fresh page (look 2): when that passes, the sample is flaky.</p>
${sections.join("\n")}</section>`;
}

function messages(row: SampleView): string {
  const items = row.messages.map((m) => `<li><p class="kind">${escapeHtml(m.kind)} <span class="form">at ${escapeHtml(m.route)}${lookOf(m.look)}</span></p><pre>${markPositions(m.detail)}</pre></li>`);
  return `<section aria-labelledby="messages-title"><h2 id="messages-title">Console and page errors, in order</h2>
${items.length ? `<ol class="messages">${items.join("\n")}</ol>` : "<p>None.</p>"}</section>`;
}

function accessibility(row: SampleView): string {
  const rules = row.a11y.map(
    (rule) => `<section class="rule"><h3><code>${escapeHtml(rule.rule)}</code>${rule.impact ? ` <span class="impact">${escapeHtml(rule.impact)}</span>` : ""}</h3>
${rule.help ? `<p>${escapeHtml(rule.help)}</p>` : ""}
<ul>${rule.findings.map((f) => `<li><span class="form">${escapeHtml(f.route)}</span> ${f.where ? `<code>${escapeHtml(f.where)}</code>` : ""}</li>`).join("")}</ul></section>`,
  );
  return `<section aria-labelledby="a11y-title"><h2 id="a11y-title">Accessibility findings by rule</h2>
${rules.length ? rules.join("\n") : "<p>None found (axe runs with <code>--a11y</code> and <code>--theme</code>).</p>"}</section>`;
}

function picture(row: SampleView, context: PageContext): string {
  const { thumbnail, viewport } = context.shotsOf(row.id);
  const file = viewport ?? thumbnail;
  if (!file) return `<p class="note">No picture: the run was made without <code>--html</code>, or the page stopped answering.</p>`;
  const what = viewport
    ? "as Chromium showed it when the failed visit ended"
    : `a thumbnail of the failed visit (whole screenshots went to the samples before this one, within the report's ${REPORT_BUDGET_MB} MB)`;
  return `<figure class="shot"><a href="../${escapeHtml(file)}"><img src="../${escapeHtml(file)}" alt="Screenshot of ${escapeHtml(row.id)}, ${escapeHtml(what)}" loading="lazy"></a>
<figcaption>${escapeHtml(row.route ?? row.id)}, ${escapeHtml(what)}.</figcaption></figure>`;
}

/** The page of a failing or flaky sample. */
export function samplePage(row: SampleView, context: PageContext): string {
  const link = row.route
    ? `<p><a class="open" href="${escapeHtml(context.galleryUrl + row.route)}">Open ${escapeHtml(row.id)} in the gallery</a> <span class="note">(the built gallery as <code>npm start</code> serves it)</span></p>`
    : "";
  const more = row.extras.length ? `<section aria-labelledby="more-title"><h2 id="more-title">More from the run</h2>${renderExtras(row.extras)}</section>` : "";
  return page({
    title: `${row.id}: ${row.status} — verify report`,
    root: "../",
    body: `<header class="top"><nav aria-label="Breadcrumb" class="crumbs"><a href="../index.html">Verify report</a></nav>
<h1>${escapeHtml(row.id)} <span class="status status-${row.status}">${row.status}</span></h1></header>
<main id="main">
${link}
<p>${row.visits.length} visit(s) in ${formatMs(row.ms)}; failures: ${escapeHtml(row.kinds.map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(", ") || "none")}.</p>
${picture(row, context)}
${visits(row)}
${messages(row)}
${accessibility(row)}
${more}
</main>`,
  });
}
