import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrSpreadsheet, SpreadsheetAction } from "igniteui-react-spreadsheet";
import { ControlBar, StatusLine } from "../../../_shared/controls";
import { createOrdersWorkbook } from "../_shared/orders";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

const clipboardActions = [SpreadsheetAction.Cut, SpreadsheetAction.Copy, SpreadsheetAction.Paste];

export default function SpreadsheetClipboardSample() {
  const [workbook] = useState(() => createOrdersWorkbook(20));
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();

  function run(action: SpreadsheetAction) {
    const spreadsheet = sheet.current;
    if (!spreadsheet) return;
    const range = spreadsheet.activeSelection?.cellRangesAddress ?? "";
    const done = spreadsheet.executeAction(action);
    log(`${SpreadsheetAction[action]} ${range}: ${done ? "done" : "not available"}`);
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        {clipboardActions.map((a) => (
          <IgrButton key={a} variant={a === SpreadsheetAction.Paste ? "contained" : "outlined"} onClick={() => run(a)}>
            {SpreadsheetAction[a]}
          </IgrButton>
        ))}
        <IgrButton variant="flat" onClick={() => sheet.current?.executeAction(SpreadsheetAction.Undo)}>
          Undo
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Select a range, Copy or Cut it, pick a target cell and Paste — or use Ctrl+C, Ctrl+X and Ctrl+V. Pasting text copied from
        another application needs the browser's clipboard permission.
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            ActionExecuted={(_s, e) => {
              if (clipboardActions.includes(e.command)) log(`ActionExecuted: ${SpreadsheetAction[e.command]}`);
            }}
          />
        </div>
        <EventLog entries={entries} title="Clipboard log" />
      </div>
    </div>
  );
}
