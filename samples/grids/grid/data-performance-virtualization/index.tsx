import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { seededRandom } from "../../../_shared/random";

type Rows = "10000" | "50000" | "200000";
const COLUMNS = 30;
const regions = ["North", "South", "East", "West", "Central"];

/** A wide, tall table of seeded numbers: one id, one region and COLUMNS measurements per row. */
function createRows(count: number): Record<string, number | string>[] {
  const random = seededRandom(count);
  const rows = new Array<Record<string, number | string>>(count);
  for (let i = 0; i < count; i++) {
    const row: Record<string, number | string> = { id: i + 1, region: regions[i % regions.length]! };
    for (let c = 0; c < COLUMNS; c++) row[`m${c}`] = Math.round(random() * 10000) / 100;
    rows[i] = row;
  }
  return rows;
}

const twoDigits = { digitsInfo: "1.2-2" };
const measureColumns = Array.from({ length: COLUMNS }, (_, c) => `m${c}`);

export default function DataPerformanceVirtualizationSample() {
  const [size, setSize] = useState<Rows>("50000");
  const data = useMemo(() => createRows(Number(size)), [size]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Rows"
          value={size}
          onChange={setSize}
          options={[
            { value: "10000", text: "10,000" },
            { value: "50000", text: "50,000" },
            { value: "200000", text: "200,000" },
          ]}
        />
      </ControlBar>
      <Hint>
        Rows and columns are virtualized: only the cells in view exist in the page, so scrolling stays smooth in both directions no matter how
        many rows there are. {Number(size).toLocaleString()} rows × {COLUMNS + 2} columns.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={data} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="id" header="ID" width="100px" pinned formatter={(id: number) => String(id)} />
          <IgrColumn field="region" header="Region" width="110px" pinned />
          {measureColumns.map((field, c) => (
            <IgrColumn key={field} field={field} header={`Value ${c + 1}`} dataType="number" pipeArgs={twoDigits} width="110px" />
          ))}
        </IgrGrid>
      </div>
    </div>
  );
}
