import { useMemo, useState } from "react";
import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarExporter, IgrGridToolbarTitle, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useExportTiming } from "../../_shared/export-options";
import { createOrders } from "../_shared/orders";

type Size = "1000" | "5000" | "15000";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridDataExportingIndicatorSample() {
  const [size, setSize] = useState<Size>("5000");
  // About 3.5 line items per order: 5,000 orders are some 22,000 rows in the file.
  const data = useMemo(() => createOrders(Number(size), 9), [size]);
  const { status, handlers } = useExportTiming();

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Orders to export"
          value={size}
          onChange={setSize}
          options={[
            { value: "1000", text: "1,000" },
            { value: "5000", text: "5,000" },
            { value: "15000", text: "15,000" },
          ]}
        />
      </ControlBar>
      <Hint>
        While the file is built — every order and all of its line items, with their outline levels — the toolbar shows a progress bar under its
        title. The browser saves the file as a download.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={data} childDataKey="items" primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>{`Orders (${Number(size).toLocaleString()})`}</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter
                exportExcel
                exportCSV
                exportPDF={false}
                filename="orders-with-items"
                {...handlers}
              />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Customer / product" minWidth="230px" />
          <IgrColumn field="id" header="Order / line" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
      <Hint>
        <b>Export:</b> {status}
      </Hint>
    </div>
  );
}
