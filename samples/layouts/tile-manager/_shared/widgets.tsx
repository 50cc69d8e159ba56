import type { CSSProperties, ReactNode } from "react";
import { seededRandom } from "../../../_shared/random";

export interface Widget {
  id: string;
  title: string;
  colSpan: number;
  rowSpan: number;
  render: () => ReactNode;
}

const fill: CSSProperties = { height: "100%", display: "flex", flexDirection: "column", justifyContent: "center", padding: "4px 12px 8px", boxSizing: "border-box" };

function Kpi({ value, label, delta }: { value: string; label: string; delta: number }) {
  return (
    <div style={fill}>
      <div style={{ fontSize: 26, fontWeight: 700 }}>{value}</div>
      <div style={{ fontSize: 14 }}>{label}</div>
      <div style={{ color: delta >= 0 ? "color-mix(in srgb, var(--ig-success-500) 40%, var(--ig-gray-900))" : "color-mix(in srgb, var(--ig-error-500) 40%, var(--ig-gray-900))", fontWeight: 600 }}>
        {delta >= 0 ? "▲" : "▼"} {Math.abs(delta)}% vs last week
      </div>
    </div>
  );
}

/** A small bar chart drawn as SVG from seeded values. */
function Bars({ seed, color }: { seed: number; color: string }) {
  const random = seededRandom(seed);
  const values = Array.from({ length: 12 }, () => 20 + random() * 80);
  return (
    <div style={{ ...fill, justifyContent: "flex-end" }}>
      <svg viewBox="0 0 120 100" preserveAspectRatio="none" style={{ width: "100%", height: 90 }}>
        {values.map((v, i) => (
          <rect key={i} x={i * 10 + 1.5} y={100 - v} width={7} height={v} rx={1.5} fill={color} />
        ))}
      </svg>
    </div>
  );
}

function Line({ seed, color }: { seed: number; color: string }) {
  const random = seededRandom(seed);
  let y = 50;
  const points = Array.from({ length: 30 }, (_, i) => {
    y = Math.min(95, Math.max(5, y + (random() - 0.5) * 20));
    return `${(i / 29) * 200},${y.toFixed(1)}`;
  });
  return (
    <div style={fill}>
      <svg viewBox="0 0 200 100" preserveAspectRatio="none" style={{ width: "100%", height: 90 }}>
        <polyline points={points.join(" ")} fill="none" stroke={color} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
      </svg>
    </div>
  );
}

function Tasks() {
  const tasks = ["Review pull requests", "Update the roadmap", "Call the supplier", "Plan the sprint demo"];
  return (
    <ul style={{ margin: 0, padding: "12px 12px 12px 28px", lineHeight: 1.9 }}>
      {tasks.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

// The dashboard's widgets, with the spans they start with.
export const widgets: Widget[] = [
  { id: "revenue", title: "Revenue", colSpan: 1, rowSpan: 1, render: () => <Kpi value="$48.2k" label="Revenue this week" delta={8} /> },
  { id: "orders", title: "Orders", colSpan: 1, rowSpan: 1, render: () => <Kpi value="1,284" label="Orders this week" delta={-3} /> },
  { id: "visitors", title: "Visitors", colSpan: 2, rowSpan: 1, render: () => <Line seed={7} color="#0b6bcb" /> },
  { id: "sales", title: "Monthly sales", colSpan: 2, rowSpan: 2, render: () => <Bars seed={11} color="#7c3aed" /> },
  { id: "tasks", title: "Tasks", colSpan: 1, rowSpan: 2, render: () => <Tasks /> },
  { id: "returns", title: "Returns", colSpan: 1, rowSpan: 1, render: () => <Kpi value="2.4%" label="Return rate" delta={1} /> },
];
