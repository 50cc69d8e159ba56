import { escapeHtml } from "./html";
import type { Extra } from "./model";

const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Any JSON value a pass put in the report, as HTML: text as text, a list of records as a table (one
 * column per field), a record as a list of its fields; deeper than two levels, as JSON.
 */
export function renderValue(value: unknown, label: string, depth = 0): string {
  if (value === null || typeof value !== "object") return escapeHtml(String(value));
  if (depth >= 2) return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    if (value.every(isPlain)) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join("");
      const body = value.map((row) => `<tr>${columns.map((c) => `<td>${row[c] === undefined ? "" : renderValue(row[c], c, depth + 1)}</td>`).join("")}</tr>`).join("\n");
      return `<div class="scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
    }
    return `<ul>${value.map((item) => `<li>${renderValue(item, label, depth + 1)}</li>`).join("")}</ul>`;
  }
  return renderExtras(Object.entries(value).map(([name, v]) => ({ name, value: v })), depth + 1);
}

/** Fields a pass added, each under its own name. */
export function renderExtras(extras: readonly Extra[], depth = 0): string {
  if (extras.length === 0) return "";
  return `<dl class="extras">${extras.map((e) => `<dt>${escapeHtml(e.name)}</dt><dd>${renderValue(e.value, e.name, depth)}</dd>`).join("")}</dl>`;
}
