/**
 * The report's style and script, written beside its pages. System fonts only, nothing to fetch; the
 * colours keep a contrast of 4.5:1 or more in the light and the dark scheme (the report passes axe).
 */
export const REPORT_CSS = `:root { color-scheme: light dark; --fg: #1b1f24; --muted: #4d5560; --bg: #fff; --panel: #f3f5f7; --line: #c9d0d8;
  --link: #0b57b0; --failed: #a4161a; --flaky: #8a4b00; --passed: #1e6b34; --focus: #0b57b0; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --muted: #aeb6c0; --bg: #15181c; --panel: #1f242a; --line: #3a424c;
  --link: #8cc2ff; --failed: #ff8f8f; --flaky: #f2b96b; --passed: #7fd49a; --focus: #8cc2ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; padding: 8px; background: var(--bg); }
.skip:focus { left: 8px; z-index: 1; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.top, main { padding: 0 clamp(12px, 3vw, 32px); max-width: 1400px; margin: 0 auto; }
h1 { font-size: clamp(1.3rem, 3vw, 1.8rem); line-height: 1.25; overflow-wrap: anywhere; }
h2 { font-size: 1.3rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; overflow-wrap: anywhere; }
.crumbs { margin: 16px 0 0; color: var(--muted); }
.note { color: var(--muted); font-size: 0.9rem; }
.figures { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; }
.figure { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 14px; min-width: 8rem; }
.figure dt { color: var(--muted); font-size: 0.85rem; }
.figure dd { margin: 0; font-size: 1.35rem; font-weight: 600; }
.status-failed, .status-failed dd { color: var(--failed); }
.status-flaky, .status-flaky dd { color: var(--flaky); }
.status-passed, .status-passed dd { color: var(--passed); }
span.status { font-weight: 600; }
.slowest li, .failures > li, .messages > li { margin: 4px 0; overflow-wrap: anywhere; }
.ms { white-space: nowrap; font-variant-numeric: tabular-nums; }
.filter { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; margin-bottom: 12px; }
.filter label { display: flex; flex-direction: column; font-size: 0.9rem; }
.filter input, .filter select { font: inherit; padding: 4px 6px; color: var(--fg); background: var(--bg); border: 1px solid var(--muted); border-radius: 4px; }
.filter[hidden], table.samples tr[hidden] { display: none; }
.count { margin: 0; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--line); }
thead th { position: sticky; top: 0; background: var(--panel); }
tbody th { font-weight: normal; overflow-wrap: anywhere; }
.first-error { color: var(--muted); font-size: 0.85rem; overflow-wrap: anywhere; }
.picture img { display: block; width: 160px; height: auto; border: 1px solid var(--line); }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); border: 1px solid var(--line); padding: 8px; border-radius: 4px; font-size: 0.85rem; }
code.position { font-weight: 600; }
pre code.position { background: none; text-decoration: underline; }
.kind { font-weight: 600; margin: 0; }
.at { margin: 0; }
.form { color: var(--muted); font-weight: normal; }
.visit { border-left: 3px solid var(--line); padding-left: 12px; margin: 12px 0; }
.shot { margin: 16px 0; }
.shot img { max-width: 100%; height: auto; border: 1px solid var(--line); }
.extras dt { font-weight: 600; }
.extras dd { margin: 0 0 8px 16px; }
@media (max-width: 720px) {
  table.samples thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.samples, table.samples tbody, table.samples tr, table.samples th, table.samples td { display: block; }
  table.samples tr { border-bottom: 2px solid var(--line); padding: 6px 0; }
  table.samples th, table.samples td { border: none; padding: 2px 0; }
  table.samples td[data-label]:not(:empty)::before { content: attr(data-label) ": "; color: var(--muted); }
  table.samples td.ms:empty { display: none; }
}
`;

/**
 * Filters the table by text, status and failure kind, and says how many rows are shown. The page is
 * whole without it: the form stays hidden when scripts do not run.
 */
export const REPORT_JS = `"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form.filter");
  if (!form) return;
  const rows = [...document.querySelectorAll("table.samples tbody tr")];
  const count = form.querySelector(".count");
  const apply = () => {
    const text = form.elements.text.value.trim().toLowerCase();
    const status = form.elements.status.value;
    const kind = form.elements.kind.value;
    let shown = 0;
    for (const row of rows) {
      const words = row.dataset.search;
      const show = (!text || words.includes(text)) && (!status || row.dataset.status === status) && (!kind || words.split(" ").includes(kind));
      row.hidden = !show;
      if (show) shown++;
    }
    count.textContent = shown + " of " + rows.length + " samples shown";
  };
  form.addEventListener("input", apply);
  form.addEventListener("submit", (event) => event.preventDefault());
  form.hidden = false;
  apply();
});
`;
