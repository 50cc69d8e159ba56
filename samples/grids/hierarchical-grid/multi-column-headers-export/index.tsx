import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrColumnGroup, IgrExcelExporterOptions, IgrExcelExporterService, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
// Builds the workbook in the page and hands it to the browser's download.
const exporter = new IgrExcelExporterService();

export default function MultiColumnHeadersExportSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [keepHeaders, setKeepHeaders] = useState(true);
  const [last, setLast] = useState("");

  const exportExcel = () => {
    const grid = gridRef.current;
    if (!grid) return;
    const options = new IgrExcelExporterOptions("customers-and-orders");
    // With the multi-column headers the sheet gets the same stacked header rows, for every level.
    options.ignoreMultiColumnHeaders = !keepHeaders;
    options.freezeHeaders = true;
    exporter.export(grid, options);
    setLast(`customers-and-orders.xlsx was downloaded ${keepHeaders ? "with" : "without"} the group header rows.`);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Export the column group headers" checked={keepHeaders} onChange={setKeepHeaders} />
        <IgrButton onClick={exportExcel}>Export to Excel</IgrButton>
      </ControlBar>
      <Hint>
        The workbook repeats the grid's stacked headers above the customers and above each customer's orders, or only the column headers
        when the switch is off. {last && <b>{last}</b>}
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid ref={gridRef} data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumnGroup header="Customer">
            <IgrColumn field="company" header="Company" minWidth="200px" />
            <IgrColumnGroup header="Contact">
              <IgrColumn field="contact" header="Name" />
              <IgrColumn field="phone" header="Phone" />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Address">
            <IgrColumn field="country" header="Country" />
            <IgrColumn field="city" header="City" />
          </IgrColumnGroup>
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumnGroup header="Dates">
              <IgrColumn field="orderDate" header="Ordered" dataType="date" />
              <IgrColumn field="shippedDate" header="Shipped" dataType="date" />
            </IgrColumnGroup>
            <IgrColumnGroup header="Amounts">
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} />
              <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
            </IgrColumnGroup>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
