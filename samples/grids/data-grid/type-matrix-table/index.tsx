import { useMemo, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrTemplateColumn, IgrTextColumn, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { cellInk } from "../_shared/cell-ink";

IgrDataGridModule.register();

// Great-circle distances between cities, from their coordinates.
const unsorted: readonly (readonly [string, number, number])[] = [
  ["London", 51.51, -0.13],
  ["Paris", 48.86, 2.35],
  ["Berlin", 52.52, 13.4],
  ["Madrid", 40.42, -3.7],
  ["Rome", 41.9, 12.5],
  ["Moscow", 55.76, 37.62],
  ["Cairo", 30.04, 31.24],
  ["Dubai", 25.2, 55.27],
  ["Delhi", 28.61, 77.21],
  ["Tokyo", 35.68, 139.69],
  ["Sydney", -33.87, 151.21],
  ["New York", 40.71, -74.01],
];
// Rows are sorted by city, so the columns use the same order to keep the diagonal.
const places = [...unsorted].sort((a, b) => a[0].localeCompare(b[0]));

function km(a: readonly [string, number, number], b: readonly [string, number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[2] - a[2]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

type Row = Record<string, string | number>;
type Unit = "km" | "mi" | "h";

export default function MatrixTableSample() {
  const [unit, setUnit] = useState<Unit>("km");
  const [focus, setFocus] = useState("Paris");

  const rows = useMemo<Row[]>(() => places.map((a) => Object.fromEntries([["city", a[0]], ...places.map((b) => [b[0], km(a, b)])])), []);

  const show = (d: number) => (unit === "km" ? d.toLocaleString("en-US") : unit === "mi" ? Math.round(d * 0.6214).toLocaleString("en-US") : (d / 850 + 0.5).toFixed(1));

  // Diagonal cells are empty, the focused city's row and column are tinted, near pairs are bold.
  const cells = useMemo(
    () =>
      Object.fromEntries(
        places.map(([col]) => [
          col,
          ({ dataContext }: IIgrCellTemplateProps) => {
            const row = dataContext.rowItem as Row | undefined;
            if (!row) return null;
            const d = Number(row[col]);
            const self = row.city === col;
            const tinted = row.city === focus || col === focus;
            return (
              <div
                style={{
                  width: "100%",
                  height: 36,
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "flex-end",
                  paddingRight: 10,
                  boxSizing: "border-box",
                  background: self ? "#eceff1" : tinted ? "color-mix(in srgb, var(--ig-warn-500) 25%, transparent)" : undefined,
                  fontWeight: !self && d < 1500 ? 700 : 400,
                  fontSize: 13,
                }}
              >
                {self ? "—" : show(d)}
              </div>
            );
          },
        ]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [unit, focus],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Show"
          value={unit}
          options={[
            { value: "km", text: "Kilometers" },
            { value: "mi", text: "Miles" },
            { value: "h", text: "Flight hours (approx.)" },
          ]}
          onChange={setUnit}
          width={210}
        />
        <SelectControl label="Highlight city" value={focus} options={places.map((p) => p[0])} onChange={setFocus} width={170} />
      </ControlBar>
      <Hint>A symmetric matrix: every row and every column is a city, each cell the distance between the two. Pairs under 1,500 km are bold.</Hint>
      <div style={{ ...gridArea, ...cellInk }}>
        <IgrDataGrid height="100%" width="100%" dataSource={rows} autoGenerateColumns={false} rowHeight={36} headerClickAction="None">
          <IgrTextColumn field="city" headerText="From ↓ To →" width="120" pinned="Left" sortDirection="Ascending" />
          {places.map(([name]) => (
            <IgrTemplateColumn key={name} field={name} headerText={name} width="*>92" template={cells[name]} paddingLeft={0} paddingRight={0} />
          ))}
        </IgrDataGrid>
      </div>
    </div>
  );
}
