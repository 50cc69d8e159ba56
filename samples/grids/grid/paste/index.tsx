import { useRef, useState, type ClipboardEvent } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products, type Product } from "../_shared/products";

type Mode = "add" | "update";
type Row = Pick<Product, "id" | "name" | "category" | "unitPrice" | "unitsInStock">;
const fields = ["name", "category", "unitPrice", "unitsInStock"] as const;
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const example = ["Sparkling Cider\tBeverages\t4.50\t120", "Smoked Paprika\tCondiments\t6.25\t80", "Oat Cookies\tConfections\t3.90\t200"].join("\n");

/** Text from a spreadsheet cell to the column's type: "$1,234.50" → 1234.5 for the number columns. */
function parse(field: (typeof fields)[number], text: string): string | number {
  if (field === "name" || field === "category") return text.trim();
  const value = Number(text.replace(/[^0-9.-]/g, ""));
  return Number.isFinite(value) ? value : 0;
}

export default function PasteSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [rows, setRows] = useState<Row[]>(() => products.slice(0, 25).map(({ id, name, category, unitPrice, unitsInStock }) => ({ id, name, category, unitPrice, unitsInStock })));
  const [mode, setMode] = useState<Mode>("add");
  const [message, setMessage] = useState("");
  const active = useRef({ row: 0, column: 0 });
  const nextId = useRef(5000);

  // Ctrl+V in the grid fires a paste event that bubbles out of it with the clipboard's text.
  function onPaste(e: ClipboardEvent<HTMLDivElement>) {
    if ((e.target as HTMLElement).closest("input, textarea")) return; // a cell editor pastes into itself
    const text = e.clipboardData.getData("text/plain");
    if (!text.trim()) return;
    e.preventDefault();
    const table = text.replace(/\r/g, "").split("\n").filter((line) => line.trim()).map((line) => line.split("\t"));
    const grid = gridRef.current;
    if (!grid) return;

    if (mode === "add") {
      const added = table.map((cells) => {
        const row: Row = { id: nextId.current++, name: "", category: "", unitPrice: 0, unitsInStock: 0 };
        fields.forEach((field, i) => Object.assign(row, { [field]: parse(field, cells[i] ?? "") }));
        return row;
      });
      setRows((current) => [...added, ...current]);
      setMessage(`Added ${added.length} rows at the top.`);
    } else {
      // Overwrite from the active cell to the right and down, as far as the grid reaches.
      const view = grid.dataView as Row[];
      let count = 0;
      table.forEach((cells, i) => {
        const target = view[active.current.row + i];
        cells.forEach((cell, j) => {
          const field = fields[active.current.column + j];
          if (!target || !field) return;
          grid.updateCell(parse(field, cell), target.id, field);
          count++;
        });
      });
      setMessage(`Updated ${count} cells from row ${active.current.row + 1}, ${fields[active.current.column]}.`);
    }
  }

  async function copyExample() {
    try {
      await navigator.clipboard.writeText(example);
      setMessage("Example rows copied: click a cell in the grid and press Ctrl+V.");
    } catch {
      setMessage("The browser refused clipboard access: select the example text and copy it by hand.");
    }
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Pasted rows"
          value={mode}
          options={[
            { value: "add", text: "Add as new rows" },
            { value: "update", text: "Overwrite from the active cell" },
          ]}
          onChange={setMode}
        />
        <IgrButton variant="outlined" onClick={copyExample}>
          Copy example rows
        </IgrButton>
      </ControlBar>
      <div style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
        <textarea
          readOnly
          value={example}
          rows={3}
          wrap="off"
          aria-label="Example rows to copy"
          style={{ fontFamily: "monospace", fontSize: 12, width: 400, flexShrink: 0, resize: "none", tabSize: 4 }}
        />
        <Hint>
          Copy rows from a spreadsheet (or the example), click a cell and press Ctrl+V. Tabs separate columns — Product, Category, Unit
          price, In stock. You can also copy a range out of the grid with Ctrl+C and paste it back. {message && <b>{message}</b>}
        </Hint>
      </div>
      <div style={gridArea} onPaste={onPaste}>
        <IgrGrid
          ref={gridRef}
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          onActiveNodeChange={(e) => {
            active.current = { row: e.detail.row, column: e.detail.column };
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" editable minWidth="200px" />
          <IgrColumn field="category" header="Category" editable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
        </IgrGrid>
      </div>
    </div>
  );
}
