import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrSpreadsheet, SpreadsheetAction } from "igniteui-react-spreadsheet";
import { ControlBar, StatusLine } from "../../../_shared/controls";
import { createOrdersTableWorkbook } from "../_shared/orders-table";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

export default function SpreadsheetSortDialogSample() {
  const [workbook] = useState(() => createOrdersTableWorkbook(40));
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();

  function run(action: SpreadsheetAction) {
    if (!sheet.current?.executeAction(action)) log(`${SpreadsheetAction[action]}: select a cell inside the table first`);
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <IgrButton onClick={() => run(SpreadsheetAction.ShowCustomSortDialog)}>Custom sort…</IgrButton>
        <IgrButton variant="outlined" onClick={() => run(SpreadsheetAction.SortAscending)}>
          Sort A → Z
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => run(SpreadsheetAction.SortDescending)}>
          Sort Z → A
        </IgrButton>
        <IgrButton variant="flat" onClick={() => run(SpreadsheetAction.ClearAllFilterAndSort)}>
          Clear sort
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Click a cell of the table, then open the Custom Sort dialog: add levels (e.g. Region, then Total largest to smallest), choose
        values, cell color or font color, and press OK.
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            ActionExecuted={(s, e) => log(`ActionExecuted: ${SpreadsheetAction[e.command]} at column ${(s.activeCell?.column ?? 0) + 1}`)}
          />
        </div>
        <EventLog entries={entries} title="Sort log" />
      </div>
    </div>
  );
}
