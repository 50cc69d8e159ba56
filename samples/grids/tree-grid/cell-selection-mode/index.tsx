import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { selectionModes, type SelectionMode } from "../../_shared/selection-modes";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridCellSelectionModeSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [mode, setMode] = useState<SelectionMode>("multiple");
  const [summary, setSummary] = useState("Nothing selected.");

  function describe() {
    const grid = gridRef.current;
    if (!grid) return;
    const cells = grid.selectedCells;
    const numbers = cells.map((c) => c.value).filter((v): v is number => typeof v === "number");
    const sum = numbers.reduce((s, n) => s + n, 0);
    setSummary(
      cells.length === 0
        ? "Nothing selected."
        : `${cells.length} cell${cells.length === 1 ? "" : "s"} selected${numbers.length ? `, ${numbers.length} numeric, sum ${sum.toLocaleString("en-US", { maximumFractionDigits: 2 })}` : ""}.`,
    );
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Cell selection"
          value={mode}
          onChange={(m) => {
            gridRef.current?.clearCellSelection();
            setMode(m);
            setSummary("Nothing selected.");
          }}
          options={selectionModes}
        />
      </ControlBar>
      <Hint>
        Multiple: drag across cells, Shift+click or Shift+arrows for a range, Ctrl+click to add more ranges, across orders and their items. Single:
        one cell at a time. None: clicks only move the focus.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          cellSelection={mode}
          expansionDepth={1}
          onSelected={describe}
          onRangeSelected={describe}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="240px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
      <Hint>Selection: {summary}</Hint>
    </div>
  );
}
