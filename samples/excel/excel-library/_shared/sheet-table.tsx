import type { CSSProperties } from "react";
import { columnName, type SheetText } from "./workbook-io";

const cell: CSSProperties = {
  border: "1px solid #d0d7de",
  padding: "3px 8px",
  whiteSpace: "nowrap",
  fontSize: 13,
};
const head: CSSProperties = { ...cell, background: "#eef1f4", color: "#57606a", fontWeight: 600, textAlign: "center" };

/** A worksheet's text drawn as a grid with Excel's column letters and row numbers. */
export function SheetTable({ sheet, highlight }: { sheet: SheetText; highlight?: (row: number, column: number) => boolean }) {
  const columns = Array.from({ length: Math.max(sheet.columns, 1) }, (_, i) => i);
  return (
    <table style={{ borderCollapse: "collapse", background: "white", color: "#1f2328" }}>
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
                  style={{ ...cell, textAlign: numeric ? "right" : "left", background: highlight?.(r, c) ? "#fff4c2" : undefined }}
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
