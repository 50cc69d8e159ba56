import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { WorksheetColumnWidthUnit, WorksheetHyperlink } from "igniteui-react-excel";
import { IgrSpreadsheet, SpreadsheetAction } from "igniteui-react-spreadsheet";
import { ControlBar, StatusLine } from "../../../_shared/controls";
import { createOrdersWorkbook } from "../_shared/orders";
import { EventLog, useEventLog } from "../_shared/event-log";
import { useSpreadsheet } from "../_shared/use-spreadsheet";

function createWorkbook() {
  const workbook = createOrdersWorkbook(30);
  const orders = workbook.worksheets(0);
  const contents = workbook.worksheets().add("Contents");
  contents.moveToIndex(0);
  contents.rows(0).cells(0).value = "Contents";
  contents.rows(0).cells(0).cellFormat.font.bold = true;
  contents.columns(0).setWidth(260, WorksheetColumnWidthUnit.Pixel);

  // A hyperlink's target is a cell or region of the workbook, or a URL string.
  const links: [string, unknown, string][] = [
    ["A3", orders.getCell("A1"), "Order list (Orders!A1)"],
    ["A4", orders.getCell("H31"), "Last order total (Orders!H31)"],
    ["A5", orders.getRegion("C1:C31"), "Region column (Orders!C1:C31)"],
    ["A7", "mailto:sales@example.com?subject=Orders", "E-mail the sales team"],
    ["A8", "https://www.infragistics.com/products/ignite-ui-react", "Ignite UI for React (web page)"],
  ];
  links.forEach(([address, target, text]) => {
    contents.hyperlinks().add(new WorksheetHyperlink(address, target, text, `Go to ${text}`));
  });
  // A link back from the order list.
  orders.hyperlinks().add(new WorksheetHyperlink("J1", contents.getCell("A1"), "← Contents", "Back to the contents"));
  orders.columns(9).setWidth(100, WorksheetColumnWidthUnit.Pixel);
  // Open on the contents sheet.
  workbook.windowOptions.selectedWorksheet = contents;
  return workbook;
}

export default function SpreadsheetHyperlinksSample() {
  const [workbook] = useState(createWorkbook);
  const { sheet, host } = useSpreadsheet(workbook);
  const { entries, log } = useEventLog();

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <ControlBar>
        <IgrButton onClick={() => sheet.current?.executeAction(SpreadsheetAction.OpenHyperlink)}>Open link in active cell</IgrButton>
        <IgrButton variant="outlined" onClick={() => sheet.current?.executeAction(SpreadsheetAction.RemoveHyperlinks)}>
          Remove links in selection
        </IgrButton>
        <IgrButton variant="flat" onClick={() => sheet.current?.executeAction(SpreadsheetAction.Undo)}>
          Undo
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Click a link on the Contents sheet: links into the workbook select their target; the mail and web links open outside the gallery.
      </StatusLine>
      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <div ref={host} style={{ flex: 1, minWidth: 0 }}>
          <IgrSpreadsheet
            ref={sheet}
            width="100%"
            height="100%"
            hyperlinkExecuting={(_s, e) => log(`hyperlinkExecuting: ${e.hyperlink?.displayText ?? ""} → ${String(e.hyperlink?.target ?? "")}`)}
          />
        </div>
        <EventLog entries={entries} title="Hyperlink log" />
      </div>
    </div>
  );
}
