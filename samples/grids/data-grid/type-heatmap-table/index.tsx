import { useMemo, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrTemplateColumn, IgrTextColumn, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";

IgrDataGridModule.register();

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const cities: readonly (readonly [string, number, number])[] = [
  // name, mean temperature, seasonal swing (negative in the south)
  ["Reykjavík", 5, 6],
  ["Oslo", 6, 10],
  ["London", 11, 7],
  ["Paris", 12, 8],
  ["Madrid", 15, 10],
  ["Cairo", 22, 7],
  ["Dubai", 28, 7],
  ["Mumbai", 27, 2],
  ["Singapore", 27.5, 0.8],
  ["Tokyo", 16, 10],
  ["Beijing", 13, 15],
  ["Moscow", 6, 14],
  ["New York", 13, 12],
  ["Chicago", 10, 14],
  ["Mexico City", 17, 3],
  ["Rio de Janeiro", 24, -3],
  ["Buenos Aires", 18, -7],
  ["Cape Town", 17, -5],
  ["Sydney", 18, -5],
  ["Auckland", 15, -4],
];

type Row = Record<string, string | number>;

type Hsl = readonly [hue: number, saturation: number, lightness: number];

const scales = {
  Thermal: (t: number): Hsl => [Math.round(240 - t * 240), 75, Math.round(78 - Math.abs(t - 0.5) * 36)],
  Greens: (t: number): Hsl => [140, 55, Math.round(92 - t * 60)],
  Purples: (t: number): Hsl => [270, 55, Math.round(92 - t * 60)],
} as const;
type Scale = keyof typeof scales;

/** WCAG's relative luminance of an HSL colour (CSS's HSL to sRGB conversion, then linearised). */
function luminance([h, s, l]: Hsl): number {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

const css = ([h, s, l]: Hsl) => `hsl(${h}, ${s}%, ${l}%)`;

/** White or near-black, whichever reads better on the cell: the scales run from light to dark. */
function inkOn(background: Hsl): string {
  const y = luminance(background);
  return 1.05 / (y + 0.05) > (y + 0.05) / 0.0603 ? "#fff" : "#1a1a1a";
}

export default function HeatmapTableSample() {
  const [scale, setScale] = useState<Scale>("Thermal");
  const [values, setValues] = useState(true);

  const rows = useMemo<Row[]>(() => {
    const r = seededRandom(12);
    return cities.map(([city, mean, swing]) => {
      const row: Row = { city };
      months.forEach((m, i) => (row[m] = Math.round((mean + swing * Math.cos(((i - 6.5) / 12) * 2 * Math.PI) + (r() - 0.5) * 1.5) * 10) / 10));
      return row;
    });
  }, []);
  const all = rows.flatMap((row) => months.map((m) => Number(row[m])));
  const min = Math.min(...all);
  const max = Math.max(...all);

  // One template per month column renders its cells as colored blocks.
  const cells = useMemo(
    () =>
      Object.fromEntries(
        months.map((month) => [
          month,
          ({ dataContext }: IIgrCellTemplateProps) => {
            const row = dataContext.rowItem as Row | undefined;
            if (!row) return null;
            const v = Number(row[month]);
            const t = (v - min) / (max - min);
            return (
              <div
                title={`${row.city}, ${month}: ${v} °C`}
                style={{
                  width: "100%",
                  height: 36,
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  background: css(scales[scale](t)),
                  color: inkOn(scales[scale](t)),
                  fontSize: 12,
                }}
              >
                {values ? v.toFixed(1) : ""}
              </div>
            );
          },
        ]),
      ),
    [scale, values, min, max],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Color scale" value={scale} options={Object.keys(scales) as Scale[]} onChange={setScale} width={150} />
        <SwitchControl label="Show values" checked={values} onChange={setValues} />
      </ControlBar>
      <Hint>
        Average monthly temperature (°C) of 20 cities, from {min} to {max}: each cell is colored by its value, so seasons and hemispheres stand out.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid height="100%" width="100%" dataSource={rows} autoGenerateColumns={false} rowHeight={36} defaultColumnMinWidth={56} headerTextStyle="12px sans-serif">
          <IgrTextColumn field="city" headerText="City" width="120" pinned="Left" sortDirection="Ascending" />
          {months.map((m) => (
            <IgrTemplateColumn key={m} field={m} headerText={m} width="*>60" template={cells[m]} paddingLeft={0} paddingRight={0} />
          ))}
        </IgrDataGrid>
      </div>
    </div>
  );
}
