import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrSpreadsheet, SpreadsheetAction } from "igniteui-react-spreadsheet";
import { ControlBar, StatusLine } from "../../../_shared/controls";
import { createOrdersWorkbook } from "../_shared/orders";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

export default function SpreadsheetFormatDialogSample() {
  const [workbook] = useState(() => createOrdersWorkbook(30));
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();
  const [summary, setSummary] = useState("");

  // What the selection looks like now, read from the spreadsheet's range format.
  function describe(s: IgrSpreadsheet) {
    const f = s.activeSelectionCellRangeFormat;
    setSummary(f ? `format "${f.formatString ?? "General"}", bold ${f.font?.bold ? "yes" : "no"}, italic ${f.font?.italic ? "yes" : "no"}` : "");
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <IgrButton onClick={() => sheet.current?.executeAction(SpreadsheetAction.ShowFormatCellsDialog)}>Format cells…</IgrButton>
        <IgrButton variant="outlined" onClick={() => sheet.current?.executeAction(SpreadsheetAction.ClearFormats)}>
          Clear formats
        </IgrButton>
        <IgrButton variant="flat" onClick={() => sheet.current?.executeAction(SpreadsheetAction.Undo)}>
          Undo
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Select cells and open the Format Cells dialog (or right-click → Format Cells): its tabs set the number format, alignment, font,
        border and fill. Selection: {summary || "—"}
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            selectionChanged={(s) => describe(s)}
            ActionExecuted={(s, e) => {
              log(`ActionExecuted: ${SpreadsheetAction[e.command]}`);
              describe(s);
            }}
            workbookDirtied={() => log("workbookDirtied: the formatting changed")}
          />
        </div>
        <EventLog entries={entries} title="Format log" />
      </div>
    </div>
  );
}
