import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import "./editing-excel-style.css";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { seededRandom } from "../../../_shared/random";

const months = ["jan", "feb", "mar", "apr", "may", "jun"];
const names = ["Rent", "Salaries", "Marketing", "Travel", "Software", "Hardware", "Training", "Utilities", "Insurance", "Consulting", "Office supplies", "Events"];
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

function createBudget() {
  const random = seededRandom(31);
  return names.map((name, i) => ({ id: i + 1, name, ...Object.fromEntries(months.map((m) => [m, Math.round(500 + random() * 9500)])) }));
}

type Budget = ReturnType<typeof createBudget>[number];

/**
 * The editor for the amounts: a plain number input that starts with the digits typed on the selected
 * cell (held in `typed` until it mounts), or with the cell's value, and keeps the caret at the end.
 */
function AmountEditor({ cell, typed }: { cell: IgrCellTemplateContext["cell"]; typed: { current: string | null } }) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => typed.current ?? String(cell.editValue ?? ""));
  useEffect(() => {
    if (typed.current !== null) {
      cell.editValue = Number(typed.current);
      typed.current = null;
    }
    ref.current?.focus();
  }, [cell, typed]);
  return (
    <input
      ref={ref}
      type="number"
      className="editing-excel-style-editor"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        cell.editValue = e.target.value === "" ? 0 : Number(e.target.value);
      }}
    />
  );
}

// The component applies every new array or object it is given: one per module, not one per render.
const disabledSummaries = ["count", "min", "max", "average"];

export default function EditingExcelStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data] = useState(createBudget);
  const [enterMovesDown, setEnterMovesDown] = useState(true);
  const [status, setStatus] = useState("");
  const moveDown = useRef(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const typed = useRef<string | null>(null);
  // Templates are called as plain functions, so the editor with its hooks is rendered as a component inside one.
  const [amountEditor] = useState(() => ({ cell }: IgrCellTemplateContext) => <AmountEditor cell={cell} typed={typed} />);


  /** Moves the active cell one row down in the same column, like Enter in a spreadsheet. */
  const goDown = (rowIndex: number, columnIndex: number) => {
    const grid = gridRef.current;
    if (!grid || rowIndex + 1 >= grid.dataView.length) return;
    grid.navigateTo(rowIndex + 1, columnIndex, (target: { target: { activate?: () => void } }) => target.target.activate?.());
  };

  /** Delete or Backspace on selected cells clears them, without entering edit mode. */
  const clearSelection = () => {
    const grid = gridRef.current;
    if (!grid) return;
    const columns = [...grid.visibleColumns].sort((a, b) => a.visibleIndex - b.visibleIndex);
    let cleared = 0;
    for (const range of grid.getSelectedRanges()) {
      const from = typeof range.columnStart === "number" ? range.columnStart : columns.findIndex((c) => c.field === range.columnStart);
      const to = typeof range.columnEnd === "number" ? range.columnEnd : columns.findIndex((c) => c.field === range.columnEnd);
      for (let r = Math.min(range.rowStart, range.rowEnd); r <= Math.max(range.rowStart, range.rowEnd); r++) {
        const row = (grid.dataView as Budget[])[r];
        for (let c = Math.min(from, to); c <= Math.max(from, to); c++) {
          const column = columns[c];
          if (row && column?.editable) {
            grid.updateCell(0, row.id, column.field);
            cleared++;
          }
        }
      }
    }
    if (cleared) setStatus(`Cleared ${cleared} cell${cleared === 1 ? "" : "s"}.`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const editing = (e.target as HTMLElement).closest("input, textarea");
    if (e.key === "Enter" && editing) moveDown.current = enterMovesDown && !e.shiftKey;
    if (editing) return;
    if (e.key === "Delete" || e.key === "Backspace") clearSelection();
    // A typed digit opens the selected cell's editor and replaces the old value with what is typed.
    const cell = gridRef.current?.selectedCells[0];
    if (/^[0-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey && cell?.column.editable) {
      e.preventDefault();
      e.stopPropagation();
      if (typed.current !== null) {
        typed.current += e.key; // typed before the editor had focus
        return;
      }
      typed.current = e.key;
      cell.editMode = true;
    }
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Enter moves down after editing" checked={enterMovesDown} onChange={setEnterMovesDown} />
      </ControlBar>
      <Hint>
        Like a spreadsheet: select a cell and type a number to replace its value, F2 or double-click to edit it, Enter to save and go down, Esc to cancel,
        Tab to go right. Drag to select a block and press Delete to clear it. The total updates as you go.
      </Hint>
      {/* Capture phase: the grid handles Enter itself and stops it from bubbling. */}
      <div ref={areaRef} style={gridArea} onKeyDownCapture={onKeyDown}>
        <IgrGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          cellSelection="multiple"
          height="100%"
          width="100%"
          style={mediumSize}
          onCellEditDone={(e) => {
            const { cellID, column } = e.detail;
            setStatus(`${(e.detail.rowData as Budget).name}, ${column?.header}: ${String(e.detail.newValue)}`);
            if (moveDown.current && cellID && column) setTimeout(() => goDown(cellID.rowIndex, column.visibleIndex));
            moveDown.current = false;
          }}
        >
          <IgrColumn field="name" header="Expense" width="170px" pinned editable={false} />
          {months.map((m) => (
            <IgrColumn key={m} field={m} header={m[0]!.toUpperCase() + m.slice(1)} dataType="currency" pipeArgs={usd} editable inlineEditorTemplate={amountEditor} hasSummary disabledSummaries={disabledSummaries} />
          ))}
        </IgrGrid>
      </div>
      <Hint>{status || "Select a cell and start typing."}</Hint>
    </div>
  );
}
