import { useMemo, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrSparkline, IgrSparklineModule, SparklineDisplayType } from "igniteui-react-charts";
import { SparklineType, Workbook, WorkbookFormat, WorksheetColumnWidthUnit } from "igniteui-react-excel";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { downloadWorkbook, loadWorkbook, saveToBlob } from "../_shared/workbook-io";
import { seededRandom } from "../../../_shared/random";

IgrSparklineModule.register();

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const stores = ["Downtown", "Harbour", "Airport", "Mall", "Old Town", "Riverside"];

// Monthly profit in thousands of dollars; some months lose money, which the win/loss type shows.
const random = seededRandom(42);
const profit = stores.map((store, s) => ({
  store,
  values: months.map((_, m) => Math.round((4 + 6 * Math.sin((m + s) / 2) + (random() - 0.45) * 8) * 10) / 10),
}));

const types = {
  line: { text: "Line", excel: SparklineType.Line, preview: SparklineDisplayType.Line },
  column: { text: "Column", excel: SparklineType.Column, preview: SparklineDisplayType.Column },
  winLoss: { text: "Win/loss", excel: SparklineType.WinLoss, preview: SparklineDisplayType.WinLoss },
} as const;
type TypeKey = keyof typeof types;

interface Options {
  type: TypeKey;
  markers: boolean;
  highLow: boolean;
}

function createWorkbook({ type, markers, highLow }: Options): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const sheet = workbook.worksheets().add("Profit");
  ["Store", ...months, "Trend"].forEach((t, c) => (sheet.rows(0).cells(c).value = t));
  profit.forEach(({ store, values }, r) => {
    sheet.rows(r + 1).cells(0).value = store;
    values.forEach((v, m) => (sheet.rows(r + 1).cells(m + 1).value = v));
  });
  // One sparkline group: a sparkline per row in N2:N7, each drawing that row of B2:M7.
  const last = stores.length + 1;
  sheet.sparklineGroups().add(types[type].excel, `N2:N${last}`, `B2:M${last}`, (group) => {
    group.markers = markers && type === "line";
    group.highPoint = highLow;
    group.lowPoint = highLow;
    group.negativePoints = true;
  });
  sheet.columns(13).setWidth(140, WorksheetColumnWidthUnit.Pixel);
  return workbook;
}

const cell = { border: "1px solid var(--ig-gray-300)", padding: "3px 6px", fontSize: 13 } as const;

export default function WorkingWithSparklinesSample() {
  const [options, setOptions] = useState<Options>({ type: "line", markers: true, highLow: true });
  const [status, setStatus] = useState("Column N of the workbook holds Excel sparklines; the Trend column previews them.");
  const workbook = useMemo(() => createWorkbook(options), [options]);
  const set = (change: Partial<Options>) => setOptions((o) => ({ ...o, ...change }));

  async function check() {
    const blob = await saveToBlob(workbook);
    const copy = await loadWorkbook(new Uint8Array(await blob.arrayBuffer()));
    const groups = copy.worksheets(0).sparklineGroups();
    const group = groups.count > 0 ? groups.item(0) : null;
    setStatus(
      group
        ? `Reopened the saved file: ${groups.count} sparkline group, type ${SparklineType[group.type]}, drawn in ${group.sparklines().count} cells.`
        : "Reopened the saved file: no sparklines found.",
    );
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl label="Sparkline type" value={options.type} options={Object.entries(types).map(([value, t]) => ({ value: value as TypeKey, text: t.text }))} onChange={(type) => set({ type })} />
        <SwitchControl label="Markers (line)" checked={options.markers} onChange={(markers) => set({ markers })} />
        <SwitchControl label="High and low points" checked={options.highLow} onChange={(highLow) => set({ highLow })} />
        <IgrButton variant="outlined" onClick={check}>Save and inspect</IgrButton>
        <IgrButton onClick={() => downloadWorkbook(workbook, "store-profit.xlsx")}>Download .xlsx</IgrButton>
      </ControlBar>
      <StatusLine>{status}</StatusLine>
      <div style={{ flex: 1, minHeight: 300, overflow: "auto" }}>
        <table style={{ borderCollapse: "collapse", background: "var(--ig-surface-500)", color: "var(--ig-gray-900)" }}>
          <thead>
            <tr>
              {["Store", ...months, "Trend"].map((t) => (
                <th key={t} style={{ ...cell, background: "var(--ig-gray-100)" }}>{t}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {profit.map(({ store, values }) => (
              <tr key={store}>
                <td style={cell}>{store}</td>
                {values.map((v, m) => (
                  <td key={m} style={{ ...cell, textAlign: "right", color: v < 0 ? "color-mix(in srgb, var(--ig-error-500) 40%, var(--ig-gray-900))" : undefined }}>{v.toFixed(1)}</td>
                ))}
                <td style={{ ...cell, padding: 2 }}>
                  <IgrSparkline
                    key={`${options.type}-${options.markers}-${options.highLow}`}
                    dataSource={values.map((value, m) => ({ value, month: months[m] }))}
                    valueMemberPath="value"
                    labelMemberPath="month"
                    displayType={types[options.type].preview}
                    markerVisibility={options.markers && options.type === "line" ? "Visible" : "Collapsed"}
                    highMarkerVisibility={options.highLow ? "Visible" : "Collapsed"}
                    lowMarkerVisibility={options.highLow ? "Visible" : "Collapsed"}
                    negativeBrush="#c62828"
                    width="140px"
                    height="36px"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
