import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { ToolbarPartSwitches, usePretendWork, useToolbarParts } from "../../_shared/toolbar-parts";
import { orders } from "../_shared/orders";
import { seededRandom } from "../../../_shared/random";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ToolbarSample3() {
  const [parts, setParts] = useToolbarParts();
  const { title, hiding, pinning, advanced, exporter } = parts;
  const { busy, start } = usePretendWork();
  const [data, setData] = useState(orders);
  const refreshes = useRef(0);

  // showProgress draws the toolbar's progress bar while something runs; here a pretend reload of the freight costs.
  function refresh() {
    start(1800, () => {
      const random = seededRandom(++refreshes.current);
      setData((rows) => rows.map((r) => ({ ...r, freight: Math.round(random() * 25000) / 100 })));
    });
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <ToolbarPartSwitches parts={parts} onChange={setParts} />
      </ControlBar>
      <Hint>Each part of the toolbar is a child element: switch them on and off. The hiding and pinning menus have their own titles and search prompts.</Hint>
      <div style={gridArea}>
        <IgrGrid data={data} primaryKey="orderId" autoGenerate={false} allowAdvancedFiltering={advanced} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar showProgress={busy}>
            {title && <IgrGridToolbarTitle>Orders and freight</IgrGridToolbarTitle>}
            <IgrGridToolbarActions>
              <IgrButton variant="flat" disabled={busy} onClick={refresh}>
                <span className="material-icons" slot="prefix">
                  refresh
                </span>
                {busy ? "Refreshing…" : "Refresh freight"}
              </IgrButton>
              {hiding && <IgrGridToolbarHiding title="Columns to show" prompt="Find a column" />}
              {pinning && <IgrGridToolbarPinning title="Columns to keep in view" prompt="Find a column" />}
              {advanced && <IgrGridToolbarAdvancedFiltering />}
              {exporter && <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="Orders" />}
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" width="100px" />
          <IgrColumn field="customer" header="Customer" minWidth="200px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="shipper" header="Shipper" />
          <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
        </IgrGrid>
      </div>
    </div>
  );
}
