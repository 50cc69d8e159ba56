import { useEffect, useRef, useState, type ChangeEvent, type CSSProperties } from "react";
import { IgrButton, IgrSlider, IgrSwitch } from "igniteui-react";
import { IgrExcelCoreModule, IgrExcelModule, Workbook } from "igniteui-react-excel";
import { IgrSpreadsheet, IgrSpreadsheetCoreModule, IgrSpreadsheetModule } from "igniteui-react-spreadsheet";
import { createBudgetWorkbook } from "./budget-workbook";
import { siteDataUrl } from "../../../_shared/site-data";

IgrExcelCoreModule.register();
IgrExcelModule.register();
IgrSpreadsheetCoreModule.register();
IgrSpreadsheetModule.register();

const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };

export default function SpreadsheetOverviewSample() {
  // At first a workbook built in code; the buttons replace it with one read from an .xlsx file.
  const [workbook, setWorkbook] = useState(createBudgetWorkbook);
  const [source, setSource] = useState("Budget workbook built in code");
  const [loading, setLoading] = useState(false);
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

  // Workbook.load reads .xlsx (or .xls) bytes into a new Workbook.
  function open(bytes: Uint8Array, name: string) {
    Workbook.load(
      bytes,
      (loaded) => {
        setWorkbook(loaded);
        setSource(name);
        setLoading(false);
      },
      () => {
        setSource(`${name} could not be read as an Excel workbook`);
        setLoading(false);
      },
    );
  }

  async function openSample() {
    setLoading(true);
    try {
      // Served by the gallery itself (samples/excel/spreadsheet/_shared/public/).
      const response = await fetch(siteDataUrl("excel/spreadsheet/trip-expenses.xlsx"));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      open(new Uint8Array(await response.arrayBuffer()), "trip-expenses.xlsx");
    } catch (error) {
      setSource(`trip-expenses.xlsx could not be loaded: ${(error as Error).message}`);
      setLoading(false);
    }
  }

  async function openFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setLoading(true);
    open(new Uint8Array(await file.arrayBuffer()), file.name);
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <div style={{ ...row, gap: 16 }}>
        <IgrButton variant="outlined" disabled={loading} onClick={openSample}>
          Open the sample workbook
        </IgrButton>
        <label style={{ display: "flex", flexDirection: "column", fontSize: 13 }}>
          Open an .xlsx / .xls file
          <input type="file" accept=".xlsx,.xls" onChange={openFile} />
        </label>
        <IgrButton
          variant="flat"
          onClick={() => {
            setWorkbook(createBudgetWorkbook());
            setSource("Budget workbook built in code");
          }}
        >
          Back to the built workbook
        </IgrButton>
        <span style={{ fontSize: 14 }}>{loading ? "Loading…" : `Showing: ${source}`}</span>
      </div>
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
            aria-label="Zoom"
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
