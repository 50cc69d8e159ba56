import { useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { Color } from "igniteui-react-core";
import { Workbook, WorkbookColorInfo, WorkbookFormat, WorksheetVisibility, type Worksheet } from "igniteui-react-excel";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { downloadWorkbook, readSheet } from "../_shared/workbook-io";
import { SheetTable } from "../_shared/sheet-table";
import { quarters } from "../_shared/sales";
import { seededRandom } from "../../../_shared/random";

const tabColors = { none: "No color", "#1f5fa8": "Blue", "#2e8b57": "Green", "#d9594c": "Red", "#e8a33d": "Amber" } as const;
type TabColor = keyof typeof tabColors;

/** Fills a sheet with a small regional report. */
function fillRegion(sheet: Worksheet, seed: number) {
  const random = seededRandom(seed);
  ["Store", ...quarters].forEach((t, c) => {
    sheet.rows(0).cells(c).value = t;
    sheet.rows(0).cells(c).cellFormat.font.bold = true;
  });
  ["Downtown", "Harbour", "Airport", "Mall"].forEach((store, r) => {
    sheet.rows(r + 1).cells(0).value = store;
    quarters.forEach((_, q) => (sheet.rows(r + 1).cells(q + 1).value = Math.round(20000 + random() * 40000)));
  });
  for (let c = 1; c <= 4; c++) sheet.columns(c).cellFormat.formatString = '"$"#,##0';
}

function createWorkbook(): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  ["North", "South", "East"].forEach((name, i) => fillRegion(workbook.worksheets().add(name), i + 1));
  return workbook;
}

function sheetList(workbook: Workbook): Worksheet[] {
  return Array.from({ length: workbook.worksheets().count }, (_, i) => workbook.worksheets(i));
}

function tabColorOf(sheet: Worksheet): string | undefined {
  const info = sheet.displayOptions.tabColorInfo;
  const c = info?.color;
  if (!c) return undefined;
  return typeof c === "string" ? c : c.colorString;
}

export default function OperationsOnWorksheetsSample() {
  const [workbook] = useState(createWorkbook);
  const [, setVersion] = useState(0);
  const [activeName, setActiveName] = useState("North");
  const [newName, setNewName] = useState("West");
  const [status, setStatus] = useState("Pick a sheet tab, then add, rename, move, hide, colour or delete worksheets.");
  const sheets = sheetList(workbook);
  const active = sheets.find((s) => s.name === activeName) ?? sheets[0];

  // The workbook is a mutable object: run a change, then re-render.
  function change(action: () => string) {
    try {
      setStatus(action());
    } catch (error) {
      setStatus(`Not allowed: ${(error as Error).message}`);
    }
    setVersion((v) => v + 1);
  }

  const visibleCount = sheets.filter((s) => s.displayOptions.visibility === WorksheetVisibility.Visible).length;

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <IgrInput label="Sheet name" value={newName} onInput={(e) => setNewName(e.detail)} />
        <IgrButton
          onClick={() =>
            change(() => {
              const sheet = workbook.worksheets().add(newName.trim());
              fillRegion(sheet, workbook.worksheets().count);
              setActiveName(sheet.name);
              return `Added worksheet "${sheet.name}" at the end.`;
            })
          }
        >
          Add
        </IgrButton>
        <IgrButton
          variant="outlined"
          disabled={!active}
          onClick={() =>
            change(() => {
              if (!active) return "";
              const old = active.name;
              active.name = newName.trim();
              setActiveName(active.name);
              return `Renamed "${old}" to "${active.name}".`;
            })
          }
        >
          Rename
        </IgrButton>
        <IgrButton variant="outlined" disabled={!active || active.index === 0} onClick={() => change(() => (active?.moveToIndex(active.index - 1), "Moved one place left."))}>
          Move left
        </IgrButton>
        <IgrButton variant="outlined" disabled={!active || active.index === sheets.length - 1} onClick={() => change(() => (active?.moveToIndex(active.index + 1), "Moved one place right."))}>
          Move right
        </IgrButton>
        <IgrButton
          variant="outlined"
          disabled={!active}
          onClick={() =>
            change(() => {
              if (!active) return "";
              const hidden = active.displayOptions.visibility !== WorksheetVisibility.Visible;
              // Excel needs at least one visible sheet.
              if (!hidden && visibleCount === 1) return "The last visible worksheet cannot be hidden.";
              active.displayOptions.visibility = hidden ? WorksheetVisibility.Visible : WorksheetVisibility.Hidden;
              return `${active.name} is now ${hidden ? "visible" : "hidden"} in Excel.`;
            })
          }
        >
          Hide / unhide
        </IgrButton>
        <IgrButton
          variant="outlined"
          disabled={!active || sheets.length === 1}
          onClick={() =>
            change(() => {
              if (!active) return "";
              workbook.worksheets().remove(active);
              setActiveName(workbook.worksheets(0).name);
              return `Deleted "${active.name}".`;
            })
          }
        >
          Delete
        </IgrButton>
        <SelectControl
          label="Tab color"
          value={"none" as TabColor}
          options={Object.entries(tabColors).map(([value, text]) => ({ value: value as TabColor, text }))}
          onChange={(v) =>
            change(() => {
              if (!active) return "";
              active.displayOptions.tabColorInfo = v === "none" ? (null as unknown as WorkbookColorInfo) : new WorkbookColorInfo(Color.create(v));
              return `Tab color of ${active.name}: ${tabColors[v]}.`;
            })
          }
        />
        <IgrButton onClick={() => downloadWorkbook(workbook, "regions.xlsx")}>Download .xlsx</IgrButton>
      </ControlBar>
      <StatusLine>{status}</StatusLine>
      <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: "column", border: "1px solid var(--ig-gray-300)" }}>
        <div style={{ flex: 1, overflow: "auto", padding: 8 }}>{active && <SheetTable sheet={readSheet(active)} />}</div>
        {/* The sheet tabs, in the workbook's order, as Excel shows them. */}
        <div role="tablist" style={{ display: "flex", gap: 2, background: "var(--ig-gray-100)", padding: "0 4px" }}>
          {sheets.map((s) => {
            const hidden = s.displayOptions.visibility !== WorksheetVisibility.Visible;
            const color = tabColorOf(s);
            return (
              <button
                key={s.name}
                role="tab"
                aria-selected={s === active}
                onClick={() => setActiveName(s.name)}
                style={{
                  border: "none",
                  borderBottom: `4px solid ${color ?? "transparent"}`,
                  background: s === active ? "var(--ig-surface-500)" : "transparent",
                  color: "inherit",
                  fontWeight: s === active ? 700 : 400,
                  fontStyle: hidden ? "italic" : "normal",
                  opacity: hidden ? 0.55 : 1,
                  padding: "6px 14px",
                  cursor: "pointer",
                }}
              >
                {s.name}
                {hidden ? " (hidden)" : ""}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
