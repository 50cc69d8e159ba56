import { useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
  IgrHierarchicalGrid,
  IgrRowIsland,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { ToolbarPartSwitches, usePretendWork, useToolbarParts } from "../../_shared/toolbar-parts";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function ToolbarSample3() {
  const [parts, setParts] = useToolbarParts();
  const { title, hiding, pinning, advanced, exporter } = parts;
  const [childToolbars, setChildToolbars] = useState(true);
  const { busy, start } = usePretendWork();

  // showProgress draws the toolbar's progress bar while something runs; here a pretend refresh of the customers.
  const refresh = () => start(2000);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ToolbarPartSwitches parts={parts} onChange={setParts} exporterLabel="Export" />
        <SwitchControl label="Toolbars on order grids" checked={childToolbars} onChange={setChildToolbars} />
      </ControlBar>
      <Hint>Switch the toolbar's parts on and off; the order grids get a smaller toolbar of their own. “Refresh” shows the toolbar's progress bar for two seconds.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          allowAdvancedFiltering={advanced}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar showProgress={busy}>
            {title && <IgrGridToolbarTitle>Customers</IgrGridToolbarTitle>}
            <IgrGridToolbarActions>
              <IgrButton variant="flat" disabled={busy} onClick={refresh}>
                <span className="material-icons" style={{ fontSize: 18, marginRight: 4 }}>
                  refresh
                </span>
                Refresh
              </IgrButton>
              {hiding && <IgrGridToolbarHiding title="Columns to show" prompt="Find a column" />}
              {pinning && <IgrGridToolbarPinning title="Columns to keep in view" />}
              {advanced && <IgrGridToolbarAdvancedFiltering />}
              {exporter && <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="customers" />}
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="contact" header="Contact" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="phone" header="Phone" />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} />
          <IgrRowIsland
            key={`${childToolbars}-${title}-${hiding}-${pinning}`}
            childDataKey="orders"
            primaryKey="orderId"
            autoGenerate={false}
            toolbarTemplate={
              childToolbars
                ? () => (
                    <IgrGridToolbar>
                      {title && <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>}
                      <IgrGridToolbarActions>
                        {hiding && <IgrGridToolbarHiding />}
                        {pinning && <IgrGridToolbarPinning />}
                      </IgrGridToolbarActions>
                    </IgrGridToolbar>
                  )
                : undefined
            }
          >
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="shipVia" header="Ship via" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
