import { useMemo, useState } from "react";
import { IgrTextarea } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, type IgrClipboardOptions } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

type Separator = "\t" | "," | ";";
const separators = [
  { value: "\t" as Separator, text: "Tab" },
  { value: "," as Separator, text: "Comma" },
  { value: ";" as Separator, text: "Semicolon" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridClipboardOperationsSample() {
  const [enabled, setEnabled] = useState(true);
  const [copyHeaders, setCopyHeaders] = useState(true);
  const [copyFormatters, setCopyFormatters] = useState(true);
  const [separator, setSeparator] = useState<Separator>("\t");
  const [copied, setCopied] = useState(0);
  const [pad, setPad] = useState("");
  // The grid applies every new clipboardOptions object it is given: a new one only when a control changes.
  const options = useMemo<IgrClipboardOptions>(() => ({ enabled, copyHeaders, copyFormatters, separator }), [enabled, copyHeaders, copyFormatters, separator]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Copy enabled" checked={enabled} onChange={setEnabled} />
        <SwitchControl label="Include headers" checked={copyHeaders} onChange={setCopyHeaders} />
        <SwitchControl label="Formatted values" checked={copyFormatters} onChange={setCopyFormatters} />
        <SelectControl label="Separator" value={separator} options={separators} onChange={setSeparator} width={150} />
      </ControlBar>
      <Hint>
        Select cells of orders and their items (drag, or Shift+click) and press Ctrl+C; then paste into the box on the right to see what the
        clipboard got. {copied > 0 && <b>Last copy: {copied} rows.</b>}
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrTreeGrid
            data={orders}
            childDataKey="items"
            primaryKey="id"
            autoGenerate={false}
            cellSelection="multiple"
            expansionDepth={1}
            clipboardOptions={options}
            onGridCopy={(e) => setCopied(e.detail.data?.length ?? 0)}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Customer / product" minWidth="220px" />
            <IgrColumn field="category" header="Category" />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="quantity" header="Qty" dataType="number" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrTreeGrid>
        </div>
        <IgrTextarea
          label="Paste here"
          value={pad}
          onInput={(e) => setPad(e.detail)}
          placeholder="Ctrl+V"
          rows={14}
          resize="none"
          style={{ flex: 2, minWidth: 240, fontFamily: "monospace" }}
        />
      </div>
    </div>
  );
}
