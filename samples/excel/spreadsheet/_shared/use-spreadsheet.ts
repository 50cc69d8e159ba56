// The wiring every spreadsheet sample needs: module registration, attaching a workbook after mount,
// and destroying the spreadsheet when its element leaves the page.
import { useEffect, useRef } from "react";
import { IgrExcelCoreModule, IgrExcelModule, type Workbook } from "igniteui-react-excel";
import { IgrSpreadsheet, IgrSpreadsheetCoreModule, IgrSpreadsheetModule } from "igniteui-react-spreadsheet";

IgrExcelCoreModule.register();
IgrExcelModule.register();
IgrSpreadsheetCoreModule.register();
IgrSpreadsheetModule.register();

export function useSpreadsheet(workbook: Workbook) {
  const sheet = useRef<IgrSpreadsheet>(null);
  const host = useRef<HTMLDivElement>(null);

  // Assigned after mount rather than as a prop: a workbook accepts a single spreadsheet as its owner,
  // and React's development checks construct class components twice.
  useEffect(() => {
    if (sheet.current) sheet.current.workbook = workbook;
  }, [workbook]);

  // The spreadsheet keeps a resize timer until destroy() is called, which unmounting does not do.
  useEffect(() => {
    const spreadsheet = sheet.current;
    const element = host.current;
    return () => {
      if (spreadsheet && element && !element.isConnected) spreadsheet.destroy();
    };
  }, []);

  return { sheet, host };
}
