import { useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { Workbook, WorkbookFormat } from "igniteui-react-excel";
import { IgrSpreadsheet, SpreadsheetCell } from "igniteui-react-spreadsheet";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { fillOrders } from "../_shared/orders";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

const sheetNames = ["Q1 orders", "Q2 orders", "Q3 orders"];

function createWorkbook(): Workbook {
  const workbook = new Workbook(WorkbookFormat.Excel2007);
  sheetNames.forEach((name, i) => fillOrders(workbook.worksheets().add(name), 20, i + 3));
  return workbook;
}

function address(cell: SpreadsheetCell | null | undefined): string {
  if (!cell) return "—";
  let name = "";
  for (let n = cell.column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${cell.row + 1}`;
}

export default function SpreadsheetActivationSample() {
  const [workbook] = useState(createWorkbook);
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();
  const [target, setTarget] = useState("H12");
  const [activeSheet, setActiveSheet] = useState(sheetNames[0] ?? "");
  const [activeCell, setActiveCell] = useState("A1");

  function goTo() {
    const spreadsheet = sheet.current;
    if (!spreadsheet) return;
    try {
      // Setting activeCell moves the cursor (and scrolls it into view) on the active worksheet.
      spreadsheet.activeCell = new SpreadsheetCell(target.trim().toUpperCase());
    } catch {
      log(`"${target}" is not a cell address`);
    }
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl
          label="Active worksheet"
          value={activeSheet}
          options={sheetNames}
          onChange={(name) => {
            if (sheet.current) sheet.current.activeWorksheet = workbook.worksheets(name);
          }}
        />
        <IgrInput label="Cell" value={target} style={{ width: 100 }} onInput={(e) => setTarget(e.detail)} />
        <IgrButton onClick={goTo}>Activate cell</IgrButton>
      </ControlBar>
      <StatusLine>
        Active worksheet: <b>{activeSheet}</b> · active cell: <b>{activeCell}</b>. Click cells or sheet tabs: the events are logged.
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            activeCellChanged={(_s, e) => {
              setActiveCell(address(e.newValue));
              log(`activeCellChanged ${address(e.oldValue)} → ${address(e.newValue)}`);
            }}
            activeWorksheetChanged={(s) => {
              const name = s.activeWorksheet?.name ?? "";
              setActiveSheet(name);
              log(`activeWorksheetChanged → ${name}`);
            }}
          />
        </div>
        <EventLog entries={entries} />
      </div>
    </div>
  );
}
