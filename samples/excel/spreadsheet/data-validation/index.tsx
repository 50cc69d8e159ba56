import { useMemo, useState } from "react";
import {
  DataValidationCriteria,
  DataValidationErrorStyle,
  ListDataValidationRule,
  TwoConstraintDataValidationOperator,
  TwoConstraintDataValidationRule,
  type DataValidationRule,
  type Worksheet,
} from "igniteui-react-excel";
import { IgrSpreadsheet } from "igniteui-react-spreadsheet";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { createOrdersWorkbook, regions } from "../_shared/orders";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

const rows = 25;
type Style = keyof typeof DataValidationErrorStyle;
const styles: Style[] = ["Stop", "Warning", "Information"];

/** Applies one rule to every cell of a column range (rows 2 to rows + 1). */
function applyToColumn(sheet: Worksheet, column: number, rule: DataValidationRule) {
  for (let r = 1; r <= rows; r++) sheet.rows(r).cells(column).dataValidationRule = rule;
}

function createWorkbook(style: Style) {
  const workbook = createOrdersWorkbook(rows);
  const sheet = workbook.worksheets(0);

  // Region (column C): a list, shown as a drop-down in the cell.
  const region = new ListDataValidationRule();
  region.setValues(...regions);
  region.inputMessageTitle = "Region";
  region.inputMessageDescription = "Pick one of the four sales regions.";
  region.showInputMessage = true;
  region.errorMessageTitle = "Unknown region";
  region.errorMessageDescription = `Use ${regions.join(", ")}.`;
  region.errorStyle = DataValidationErrorStyle[style];
  applyToColumn(sheet, 2, region);

  // Units (column F): a whole number from 1 to 50.
  const units = new TwoConstraintDataValidationRule(TwoConstraintDataValidationOperator.Between, DataValidationCriteria.WholeNumber);
  units.setLowerConstraint(1);
  units.setUpperConstraint(50);
  units.inputMessageTitle = "Units";
  units.inputMessageDescription = "A whole number from 1 to 50.";
  units.showInputMessage = true;
  units.errorMessageTitle = "Invalid quantity";
  units.errorMessageDescription = "Units must be a whole number from 1 to 50.";
  units.errorStyle = DataValidationErrorStyle[style];
  applyToColumn(sheet, 5, units);
  return workbook;
}

export default function SpreadsheetDataValidationSample() {
  const [style, setStyle] = useState<Style>("Stop");
  const workbook = useMemo(() => createWorkbook(style), [style]);
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SelectControl label="Error style" value={style} options={styles} onChange={setStyle} />
      </ControlBar>
      <StatusLine>
        Region (column C) takes a value from a drop-down list; Units (column F) a whole number from 1 to 50. Type 80 into a Units cell to
        see the rule's message: Stop rejects it, Warning and Information let you keep it.
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            editModeValidationError={() => log("editModeValidationError: the value breaks the cell's rule")}
            editModeExited={(s) => {
              const c = s.activeCell;
              if (c) log(`edit ended in row ${c.row + 1}, column ${c.column + 1}`);
            }}
          />
        </div>
        <EventLog entries={entries} title="Validation log" />
      </div>
    </div>
  );
}
