import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrSpreadsheet, SpreadsheetAction } from "igniteui-react-spreadsheet";
import { ControlBar, StatusLine } from "../../../_shared/controls";
import { createOrdersTableWorkbook } from "../_shared/orders-table";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

const filterActions = [
  SpreadsheetAction.FilterByCellValue,
  SpreadsheetAction.FilterByCellColor,
  SpreadsheetAction.ClearFilter,
  SpreadsheetAction.ClearAllFilterAndSort,
  SpreadsheetAction.ReapplyFilterAndSort,
  SpreadsheetAction.ToggleFilter,
];

export default function SpreadsheetFilterDialogSample() {
  const [workbook] = useState(() => createOrdersTableWorkbook(40));
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        {filterActions.map((a) => (
          <IgrButton
            key={a}
            variant="outlined"
            onClick={() => {
              if (!sheet.current?.executeAction(a)) log(`${SpreadsheetAction[a]}: select a cell inside the table first`);
            }}
          >
            {SpreadsheetAction[a].replace(/([a-z])([A-Z])/g, "$1 $2")}
          </IgrButton>
        ))}
      </ControlBar>
      <StatusLine>
        Open a header's drop-down arrow: the filter menu lists the column's values, and its Text / Number / Date Filters entries open
        the Custom AutoFilter dialog. The buttons filter by the active cell's value or color.
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet ref={sheet} width="100%" height="100%" ActionExecuted={(_s, e) => log(`ActionExecuted: ${SpreadsheetAction[e.command]}`)} />
        </div>
        <EventLog entries={entries} title="Filter log" />
      </div>
    </div>
  );
}
