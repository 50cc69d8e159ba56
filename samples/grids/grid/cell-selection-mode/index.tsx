import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { selectionModes, type SelectionMode } from "../../_shared/selection-modes";
import { quotes } from "../_shared/stocks";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** Count, numeric sum and average of the selected cells. */
function describe(rows: Record<string, unknown>[]): string {
  const values = rows.flatMap((r) => Object.values(r));
  if (values.length === 0) return "No cells selected.";
  const numbers = values.filter((v): v is number => typeof v === "number");
  const sum = numbers.reduce((a, b) => a + b, 0);
  const numeric = numbers.length ? ` · ${numbers.length} numbers · sum ${sum.toLocaleString(undefined, { maximumFractionDigits: 2 })} · average ${(sum / numbers.length).toLocaleString(undefined, { maximumFractionDigits: 2 })}` : "";
  return `${values.length} cells in ${rows.length} rows${numeric}`;
}

export default function CellSelectionModeSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [mode, setMode] = useState<SelectionMode>("multiple");
  const [summary, setSummary] = useState("No cells selected.");

  const refresh = () => setTimeout(() => setSummary(describe(gridRef.current?.getSelectedData() ?? [])));
  const selectSample = () => {
    gridRef.current?.selectRange([{ rowStart: 1, rowEnd: 4, columnStart: "open", columnEnd: "change" }]);
    refresh();
  };

  // Start with a block selected, so the selection and its sum are visible at once.
  useEffect(() => {
    const timer = setTimeout(selectSample, 400);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Cell selection"
          value={mode}
          onChange={(m) => {
            setMode(m);
            gridRef.current?.clearCellSelection();
            setSummary("No cells selected.");
          }}
          options={selectionModes.toReversed()}
        />
        <IgrButton
          variant="outlined"
          disabled={mode !== "multiple"}
          onClick={selectSample}
        >
          Select a range from code
        </IgrButton>
      </ControlBar>
      <Hint>
        Multiple: drag across cells, Shift+click or Shift+arrows to extend, Ctrl+click or Ctrl+drag to add more ranges. Single: one cell at a time.
        None: clicks only move the active cell.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={quotes}
          primaryKey="id"
          autoGenerate={false}
          cellSelection={mode}
          onSelected={refresh}
          onRangeSelected={refresh}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="symbol" header="Symbol" width="110px" />
          <IgrColumn field="company" header="Company" />
          <IgrColumn field="open" header="Open" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="change" header="Change" dataType="number" />
          <IgrColumn field="volume" header="Volume" dataType="number" />
          <IgrColumn field="sector" header="Sector" />
        </IgrGrid>
      </div>
      <Hint>
        <b>Selection:</b> {summary}
      </Hint>
    </div>
  );
}
