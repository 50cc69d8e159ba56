import { useEffect, useRef, useState } from "react";
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
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import { seededRandom } from "../../../_shared/random";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ToolbarSample3() {
  const [title, setTitle] = useState(true);
  const [hiding, setHiding] = useState(true);
  const [pinning, setPinning] = useState(true);
  const [advanced, setAdvanced] = useState(false);
  const [exporter, setExporter] = useState(true);
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState(orders);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshes = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  // showProgress draws the toolbar's progress bar while something runs; here a pretend reload of the freight costs.
  function refresh() {
    setBusy(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const random = seededRandom(++refreshes.current);
      setData((rows) => rows.map((r) => ({ ...r, freight: Math.round(random() * 25000) / 100 })));
      setBusy(false);
    }, 1800);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Title" checked={title} onChange={setTitle} />
        <SwitchControl label="Hiding" checked={hiding} onChange={setHiding} />
        <SwitchControl label="Pinning" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Advanced filtering" checked={advanced} onChange={setAdvanced} />
        <SwitchControl label="Exporter" checked={exporter} onChange={setExporter} />
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
