import type { CSSProperties } from "react";
import { columnName, type SheetText } from "./workbook-io";

const cell: CSSProperties = {
  border: "1px solid var(--ig-gray-300)",
  padding: "3px 8px",
  whiteSpace: "nowrap",
  fontSize: 13,
};
const head: CSSProperties = { ...cell, background: "var(--ig-gray-100)", color: "var(--ig-gray-700)", fontWeight: 600, textAlign: "center" };

/** A worksheet's text drawn as a grid with Excel's column letters and row numbers. */
export function SheetTable({ sheet, highlight }: { sheet: SheetText; highlight?: (row: number, column: number) => boolean }) {
  const columns = Array.from({ length: Math.max(sheet.columns, 1) }, (_, i) => i);
  return (
    <table style={{ borderCollapse: "collapse", background: "var(--ig-surface-500)", color: "var(--ig-gray-900)" }}>
      <thead>
        <tr>
          <th style={head} />
          {columns.map((c) => (
            <th key={c} style={head}>
              {columnName(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.rows.map((row, r) => (
          <tr key={r}>
            <th style={head}>{r + 1}</th>
            {columns.map((c) => {
              const text = row[c] ?? "";
              const numeric = text !== "" && !Number.isNaN(Number(text.replace(/[$,%]/g, "")));
              return (
                <td
                  key={c}
                  style={{ ...cell, textAlign: numeric ? "right" : "left", background: highlight?.(r, c) ? "color-mix(in srgb, var(--ig-warn-500) 30%, transparent)" : undefined }}
                >
                  {text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
