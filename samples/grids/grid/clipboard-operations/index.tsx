import { useMemo, useRef, useState, type ClipboardEvent } from "react";
import { IgrTextarea } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrClipboardOptions } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { products, type Product } from "../_shared/products";

type Separator = "\t" | "," | ";";
const separators = [
  { value: "\t" as Separator, text: "Tab" },
  { value: "," as Separator, text: "Comma" },
  { value: ";" as Separator, text: "Semicolon" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ClipboardOperationsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data] = useState(() => products.slice(0, 50).map((p) => ({ ...p })));
  const [enabled, setEnabled] = useState(true);
  const [copyHeaders, setCopyHeaders] = useState(true);
  const [copyFormatters, setCopyFormatters] = useState(true);
  const [separator, setSeparator] = useState<Separator>("\t");
  const [status, setStatus] = useState("Select cells and press Ctrl+C, then paste into the box on the right or back into the grid.");
  const [pad, setPad] = useState("Chai Deluxe\tBeverages\t19.5\t40\nGreen Tea Max\tBeverages\t12\t85");
  // The grid applies every new clipboardOptions object it is given: a new one only when a control changes.
  const options = useMemo<IgrClipboardOptions>(() => ({ enabled, copyHeaders, copyFormatters, separator }), [enabled, copyHeaders, copyFormatters, separator]);

  /** Writes pasted text into the grid, starting at the top-left selected cell and going right and down. */
  const paste = (e: ClipboardEvent<HTMLDivElement>) => {
    const grid = gridRef.current;
    const range = grid?.getSelectedRanges()[0];
    if (!grid || !range) return;
    e.preventDefault();
    const text = e.clipboardData.getData("text/plain").replace(/\r/g, "").replace(/\n$/, "");
    const rows = text.split("\n").map((line) => line.split(separator));
    const columns = [...grid.visibleColumns].sort((a, b) => a.visibleIndex - b.visibleIndex);
    // A range's column is a field name when set from code and a visible index when selected with the mouse.
    const start: string | number = range.columnStart;
    const firstColumn = typeof start === "number" ? start : columns.findIndex((c) => c.field === start);
    const view = grid.dataView as Product[];
    let written = 0;
    rows.forEach((values, r) => {
      const record = view[range.rowStart + r];
      values.forEach((raw, c) => {
        const column = columns[firstColumn + c];
        if (!record || !column || !column.editable) return;
        const numeric = column.dataType === "number" || column.dataType === "currency";
        const value = numeric ? Number(raw.replace(/[^0-9.-]/g, "")) : raw;
        if (numeric && Number.isNaN(value)) return;
        grid.updateCell(value, record.id, column.field);
        written++;
      });
    });
    setStatus(`Pasted ${written} value${written === 1 ? "" : "s"} from ${rows.length} line${rows.length === 1 ? "" : "s"}.`);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Copy enabled" checked={enabled} onChange={setEnabled} />
        <SwitchControl label="Include headers" checked={copyHeaders} onChange={setCopyHeaders} />
        <SwitchControl label="Formatted values" checked={copyFormatters} onChange={setCopyFormatters} />
        <SelectControl<Separator> label="Separator" value={separator} options={separators} onChange={setSeparator} width={150} />
      </ControlBar>
      <Hint>
        Ctrl+C copies the selected cells with the options above. Ctrl+V in the grid pastes text from the clipboard (for example from a spreadsheet,
        or the box) into the editable columns, starting at the selected cell.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }} onPaste={paste}>
          <IgrGrid
            ref={gridRef}
            data={data}
            primaryKey="id"
            autoGenerate={false}
            cellSelection="multiple"
            clipboardOptions={options}
            onGridCopy={(e) => setStatus(`Copied ${e.detail.data.length} row${e.detail.data.length === 1 ? "" : "s"} to the clipboard.`)}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Product" editable />
            <IgrColumn field="category" header="Category" editable />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
          </IgrGrid>
        </div>
        <IgrTextarea label="Scratch pad" rows={12} style={{ flex: 1, minWidth: 220 }} value={pad} onInput={(e) => setPad(e.detail)} />
      </div>
      <Hint>
        <b>Clipboard:</b> {status}
      </Hint>
    </div>
  );
}
