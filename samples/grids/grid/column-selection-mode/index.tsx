import { useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { selectionModes, type SelectionMode } from "../../_shared/selection-modes";
import { quotes, type Quote } from "../_shared/stocks";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const numeric = new Set(["open", "price", "high", "low", "volume"]);

/** Average and range of each numeric selected column. */
function stats(fields: string[]): string[] {
  return fields
    .filter((f) => numeric.has(f))
    .map((f) => {
      const values = quotes.map((q) => q[f as keyof Quote] as number);
      const avg = values.reduce((a, b) => a + b, 0) / values.length;
      const fmt = (v: number) => v.toLocaleString(undefined, { maximumFractionDigits: 2 });
      return `${f}: average ${fmt(avg)}, from ${fmt(Math.min(...values))} to ${fmt(Math.max(...values))}`;
    });
}

export default function ColumnSelectionModeSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [mode, setMode] = useState<SelectionMode>("multiple");
  const [fields, setFields] = useState<string[]>([]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Column selection"
          value={mode}
          onChange={(m) => {
            gridRef.current?.deselectAllColumns();
            setFields([]);
            setMode(m);
          }}
          options={selectionModes.toReversed()}
        />
      </ControlBar>
      <Hint>
        Click a column header to select the column. Single keeps one column selected; Multiple adds with Ctrl+click and extends with Shift+click.
        Symbol is not selectable: its column sets selectable to false.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={quotes}
          primaryKey="id"
          autoGenerate={false}
          columnSelection={mode}
          onColumnSelectionChanging={(e) => setFields(e.detail.newSelection)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="symbol" header="Symbol" width="110px" selectable={false} />
          <IgrColumn field="company" header="Company" />
          <IgrColumn field="open" header="Open" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="high" header="High" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="low" header="Low" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="volume" header="Volume" dataType="number" />
        </IgrGrid>
      </div>
      <Hint>
        <b>Selected:</b> {fields.length ? fields.join(", ") : "none"}
        {stats(fields).map((s) => (
          <div key={s}>{s}</div>
        ))}
      </Hint>
    </div>
  );
}
