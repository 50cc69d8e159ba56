import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrSpreadsheet, SpreadsheetAction } from "igniteui-react-spreadsheet";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { createOrdersWorkbook } from "../_shared/orders";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

// A selection of the spreadsheet's actions, grouped as a ribbon would.
const groups: { group: string; actions: SpreadsheetAction[] }[] = [
  { group: "Edit", actions: [SpreadsheetAction.Undo, SpreadsheetAction.Redo, SpreadsheetAction.ClearContents, SpreadsheetAction.SelectAllCells] },
  {
    group: "Format",
    actions: [SpreadsheetAction.ToggleBold, SpreadsheetAction.ToggleItalic, SpreadsheetAction.ToggleUnderline, SpreadsheetAction.AlignHorizontalCenter, SpreadsheetAction.IncreaseFontSize, SpreadsheetAction.ClearFormats],
  },
  { group: "Cells", actions: [SpreadsheetAction.MergeCellsAndCenter, SpreadsheetAction.UnmergeCells, SpreadsheetAction.InsertRows, SpreadsheetAction.DeleteRows, SpreadsheetAction.AutoFitColumnWidth] },
  { group: "View", actions: [SpreadsheetAction.ZoomIn, SpreadsheetAction.ZoomOut, SpreadsheetAction.ZoomTo100, SpreadsheetAction.FreezeFirstRow, SpreadsheetAction.ToggleShowFormulasInCells] },
];

/** "ToggleBold" → "Toggle bold" */
function label(action: SpreadsheetAction): string {
  const name = SpreadsheetAction[action];
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/ (\w)/g, (m) => m.toLowerCase());
}

export default function SpreadsheetCommandsSample() {
  const [workbook] = useState(() => createOrdersWorkbook(25));
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();
  const [group, setGroup] = useState(groups[1]?.group ?? "");
  const actions = groups.find((g) => g.group === group)?.actions ?? [];

  function run(action: SpreadsheetAction) {
    // executeAction returns false when the action cannot run in the current state (e.g. Undo with nothing to undo).
    const done = sheet.current?.executeAction(action) ?? false;
    if (!done) log(`${SpreadsheetAction[action]} could not run now`);
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl label="Command group" value={group} options={groups.map((g) => g.group)} onChange={setGroup} />
        {actions.map((a) => (
          <IgrButton key={a} variant="outlined" onClick={() => run(a)}>
            {label(a)}
          </IgrButton>
        ))}
      </ControlBar>
      <StatusLine>Select cells, then run a command: each button calls executeAction with a SpreadsheetAction.</StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            ActionExecuted={(_s, e) => log(`ActionExecuted: ${SpreadsheetAction[e.command]}`)}
          />
        </div>
        <EventLog entries={entries} />
      </div>
    </div>
  );
}
