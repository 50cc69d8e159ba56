import { useEffect, useRef, useState, type CSSProperties } from "react";
import { IgrSlider, IgrSwitch } from "igniteui-react";
import { IgrExcelCoreModule, IgrExcelModule } from "igniteui-react-excel";
import { IgrSpreadsheet, IgrSpreadsheetCoreModule, IgrSpreadsheetModule } from "igniteui-react-spreadsheet";
import { createBudgetWorkbook } from "./budget-workbook";

IgrExcelCoreModule.register();
IgrExcelModule.register();
IgrSpreadsheetCoreModule.register();
IgrSpreadsheetModule.register();

const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };

export default function SpreadsheetOverviewSample() {
  // One workbook per mount, built in code: nothing is loaded from a file.
  const [workbook] = useState(createBudgetWorkbook);
  const sheet = useRef<IgrSpreadsheet>(null);
  const host = useRef<HTMLDivElement>(null);
  const [formulaBar, setFormulaBar] = useState(true);
  const [gridlines, setGridlines] = useState(true);
  const [headers, setHeaders] = useState(true);
  const [zoom, setZoom] = useState(100);

  // Assigned after mount rather than as a prop: a workbook accepts a single spreadsheet as its owner,
  // and React's development checks construct class components twice.
  useEffect(() => {
    if (sheet.current) {
      sheet.current.workbook = workbook;
    }
  }, [workbook]);

  // The spreadsheet keeps a resize timer until destroy() is called, which unmounting does not do.
  // Destroy it once its element has left the page (React's development re-mount check keeps it in place).
  useEffect(() => {
    const spreadsheet = sheet.current;
    const element = host.current;
    return () => {
      if (spreadsheet && element && !element.isConnected) {
        spreadsheet.destroy();
      }
    };
  }, []);

  // Gridlines, headers and zoom are settings of each worksheet: apply them to all sheets so both tabs agree.
  useEffect(() => {
    const sheets = workbook.worksheets();
    for (let i = 0; i < sheets.count; i++) {
      const options = sheets.item(i).displayOptions;
      options.showGridlines = gridlines;
      options.showRowAndColumnHeaders = headers;
      options.magnificationInNormalView = zoom;
    }
  }, [workbook, gridlines, headers, zoom]);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <div style={{ ...row, gap: 24 }}>
        <IgrSwitch checked={formulaBar} onChange={(e) => setFormulaBar(e.detail.checked)}>
          Formula bar
        </IgrSwitch>
        <IgrSwitch checked={gridlines} onChange={(e) => setGridlines(e.detail.checked)}>
          Gridlines
        </IgrSwitch>
        <IgrSwitch checked={headers} onChange={(e) => setHeaders(e.detail.checked)}>
          Row and column headers
        </IgrSwitch>
        <div style={{ ...row, minWidth: 300 }}>
          <span style={{ fontWeight: 600 }}>Zoom</span>
          <IgrSlider
            min={50}
            max={200}
            step={10}
            value={zoom}
            style={{ flex: 1, minWidth: 160 }}
            onInput={(e) => setZoom(e.detail)}
          />
          <span style={{ minWidth: 44 }}>{zoom}%</span>
        </div>
      </div>

      <div ref={host} style={{ flex: 1, minHeight: 320 }}>
        <IgrSpreadsheet
          ref={sheet}
          height="100%"
          width="100%"
          isFormulaBarVisible={formulaBar}
        />
      </div>
    </div>
  );
}
