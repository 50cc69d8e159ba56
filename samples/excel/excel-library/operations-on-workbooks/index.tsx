import { useMemo, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { Workbook, WorkbookFormat, WorksheetColumnWidthUnit } from "igniteui-react-excel";
import { ControlBar, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { downloadWorkbook, loadWorkbook, readSheet, saveToBlob } from "../_shared/workbook-io";
import { SheetTable } from "../_shared/sheet-table";
import { products } from "../_shared/sales";

interface Settings {
  title: string;
  author: string;
  vatRate: number;
  protect: boolean;
}

/** A workbook-level setup: document properties, a named value used by formulas, and structure protection. */
function createWorkbook({ title, author, vatRate, protect }: Settings): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  const props = workbook.documentProperties;
  props.title = title;
  props.author = author;
  props.company = "Northwind Outfitters";
  props.keywords = "price list, VAT";

  // A workbook-scoped name: every formula can say VatRate instead of an absolute cell address.
  workbook.namedReferences().add("VatRate", `=${vatRate / 100}`);

  const sheet = workbook.worksheets().add("Price list");
  ["Product", "Net price", "VAT", "Gross price"].forEach((text, c) => {
    sheet.rows(0).cells(c).value = text;
    sheet.rows(0).cells(c).cellFormat.font.bold = true;
  });
  products.forEach((p, i) => {
    const row = sheet.rows(i + 1);
    row.cells(0).value = p.name;
    row.cells(1).value = p.price;
    row.applyCellFormula(2, `=B${i + 2}*VatRate`);
    row.applyCellFormula(3, `=B${i + 2}+C${i + 2}`);
  });
  for (let c = 1; c <= 3; c++) sheet.columns(c).cellFormat.formatString = '"$"#,##0.00';
  sheet.columns(0).setWidth(140, WorksheetColumnWidthUnit.Pixel);

  // Protecting the structure stops users of Excel from adding, deleting or renaming sheets.
  if (protect) workbook.protect(false, true);
  return workbook;
}

function describe(workbook: Workbook) {
  const p = workbook.documentProperties;
  return [
    ["Title", p.title],
    ["Author", p.author],
    ["Company", p.company],
    ["Keywords", p.keywords],
    ["Named references", Array.from({ length: workbook.namedReferences().count }, (_, i) => {
      const n = workbook.namedReferences(i);
      return `${n.name} ${n.formula}`;
    }).join(", ")],
    ["Structure protected", workbook.isProtected ? "yes" : "no"],
    ["Worksheets", String(workbook.worksheets().count)],
  ];
}

export default function OperationsOnWorkbooksSample() {
  const [settings, setSettings] = useState<Settings>({ title: "Price list 2026", author: "Dana Whitfield", vatRate: 20, protect: true });
  const [reopened, setReopened] = useState<string[][] | null>(null);
  const [status, setStatus] = useState("Change a setting: the workbook is rebuilt and its formulas recalculated.");
  const workbook = useMemo(() => createWorkbook(settings), [settings]);
  const update = (change: Partial<Settings>) => {
    setReopened(null);
    setSettings((s) => ({ ...s, ...change }));
  };

  async function roundTrip() {
    // Save to .xlsx bytes and load them into a new Workbook: what is listed came back from the file.
    const blob = await saveToBlob(workbook);
    const copy = await loadWorkbook(new Uint8Array(await blob.arrayBuffer()));
    setReopened(describe(copy));
    setStatus(`Saved ${blob.size.toLocaleString()} bytes and loaded them back into a new Workbook.`);
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <IgrInput label="Title" value={settings.title} onInput={(e) => update({ title: e.detail })} />
        <IgrInput label="Author" value={settings.author} onInput={(e) => update({ author: e.detail })} />
        <SliderControl label="VatRate name" value={settings.vatRate} min={0} max={30} format={(v) => `${v}%`} onChange={(v) => update({ vatRate: v })} />
        <SwitchControl label="Protect structure" checked={settings.protect} onChange={(v) => update({ protect: v })} />
        <IgrButton variant="outlined" onClick={roundTrip}>Save and reopen</IgrButton>
        <IgrButton onClick={() => downloadWorkbook(workbook, "price-list.xlsx")}>Download .xlsx</IgrButton>
      </ControlBar>
      <StatusLine>{status}</StatusLine>
      <div style={{ flex: 1, minHeight: 300, overflow: "auto", display: "flex", gap: 24, flexWrap: "wrap", alignItems: "flex-start" }}>
        <SheetTable sheet={readSheet(workbook.worksheets(0))} />
        <table style={{ borderCollapse: "collapse", fontSize: 13 }}>
          <thead>
            <tr>
              <th style={{ textAlign: "left", padding: "4px 8px" }}>Workbook</th>
              <th style={{ textAlign: "left", padding: "4px 8px" }}>In memory</th>
              <th style={{ textAlign: "left", padding: "4px 8px" }}>Read back from the saved file</th>
            </tr>
          </thead>
          <tbody>
            {describe(workbook).map(([name, value], i) => (
              <tr key={name} style={{ borderTop: "1px solid var(--ig-gray-300)" }}>
                <td style={{ padding: "4px 8px", fontWeight: 600 }}>{name}</td>
                <td style={{ padding: "4px 8px" }}>{value}</td>
                <td style={{ padding: "4px 8px" }}>{reopened?.[i]?.[1] ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
