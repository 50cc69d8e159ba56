import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarExporter, IgrGridToolbarTitle } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useExportTiming } from "../../_shared/export-options";
import { createOrders } from "../_shared/orders";

type Size = "5000" | "25000" | "60000";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function DataExportingIndicatorSample() {
  const [size, setSize] = useState<Size>("25000");
  const data = useMemo(() => createOrders(Number(size)), [size]);
  const { status, handlers } = useExportTiming();

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Rows to export"
          value={size}
          onChange={setSize}
          options={[
            { value: "5000", text: "5,000" },
            { value: "25000", text: "25,000" },
            { value: "60000", text: "60,000" },
          ]}
        />
      </ControlBar>
      <Hint>
        While a file is being built, the toolbar shows a progress bar under its title: the bigger the data, the longer it runs. The file is
        saved by the browser as a download.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={data} primaryKey="orderId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>{`Orders (${Number(size).toLocaleString()})`}</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter
                exportExcel
                exportCSV
                exportPDF={false}
                filename="orders"
                {...handlers}
              />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} />
          <IgrColumn field="customer" header="Customer" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="product" header="Product" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
          <IgrColumn field="status" header="Status" />
        </IgrGrid>
      </div>
      <Hint>
        <b>Export:</b> {status}
      </Hint>
    </div>
  );
}
