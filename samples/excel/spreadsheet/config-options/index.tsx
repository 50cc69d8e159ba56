import { useState } from "react";
import { IgrSpreadsheet, SpreadsheetCellSelectionMode, SpreadsheetEnterKeyNavigationDirection } from "igniteui-react-spreadsheet";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { createOrdersWorkbook } from "../_shared/orders";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

type Direction = keyof typeof SpreadsheetEnterKeyNavigationDirection;
type Selection = keyof typeof SpreadsheetCellSelectionMode;
const directions: Direction[] = ["Down", "Right", "Up", "Left"];
const selectionModes: Selection[] = ["Normal", "ExtendSelection", "AddToSelection"];

export default function SpreadsheetConfigOptionsSample() {
  const [workbook] = useState(() => createOrdersWorkbook(40));
  const { sheet, host } = useSpreadsheet(workbook);
  const [formulaBar, setFormulaBar] = useState(true);
  const [gridlines, setGridlines] = useState(true);
  const [headers, setHeaders] = useState(true);
  const [addSheets, setAddSheets] = useState(true);
  const [undo, setUndo] = useState(true);
  const [enterNav, setEnterNav] = useState(true);
  const [direction, setDirection] = useState<Direction>("Down");
  const [selection, setSelection] = useState<Selection>("Normal");
  const [fixedDecimal, setFixedDecimal] = useState(0);
  const [zoom, setZoom] = useState(100);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <SwitchControl label="Formula bar" checked={formulaBar} onChange={setFormulaBar} />
        <SwitchControl label="Gridlines" checked={gridlines} onChange={setGridlines} />
        <SwitchControl label="Headers" checked={headers} onChange={setHeaders} />
        <SwitchControl label="Add / delete sheets" checked={addSheets} onChange={setAddSheets} />
        <SwitchControl label="Undo" checked={undo} onChange={setUndo} />
        <SwitchControl label="Enter moves" checked={enterNav} onChange={setEnterNav} />
        <SelectControl label="Enter direction" value={direction} options={directions} width={140} onChange={setDirection} />
        <SelectControl label="Selection mode" value={selection} options={selectionModes} width={170} onChange={setSelection} />
        <SliderControl label="Fixed decimals" value={fixedDecimal} min={0} max={4} format={(v) => (v === 0 ? "off" : String(v))} onChange={setFixedDecimal} />
        <SliderControl label="Zoom" value={zoom} min={50} max={200} step={10} format={(v) => `${v}%`} onChange={setZoom} />
      </ControlBar>
      <StatusLine>
        {fixedDecimal > 0
          ? `Fixed decimals on: typing 1234 into a cell stores ${1234 / 10 ** fixedDecimal}.`
          : "Fixed decimals off: typed numbers are stored as typed."}{" "}
        Selection mode AddToSelection adds each clicked cell to the selection.
      </StatusLine>
      <div ref={host} style={{ flex: 1, minHeight: 320 }}>
        <IgrSpreadsheet
          ref={sheet}
          width="100%"
          height="100%"
          isFormulaBarVisible={formulaBar}
          areGridlinesVisible={gridlines}
          areHeadersVisible={headers}
          allowAddWorksheet={addSheets}
          allowDeleteWorksheet={addSheets}
          isUndoEnabled={undo}
          isEnterKeyNavigationEnabled={enterNav}
          enterKeyNavigationDirection={SpreadsheetEnterKeyNavigationDirection[direction]}
          selectionMode={SpreadsheetCellSelectionMode[selection]}
          isFixedDecimalEnabled={fixedDecimal > 0}
          fixedDecimalPlaceCount={Math.max(fixedDecimal, 1)}
          zoomLevel={zoom}
        />
      </div>
    </div>
  );
}
