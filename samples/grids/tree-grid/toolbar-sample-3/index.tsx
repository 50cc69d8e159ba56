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
  IgrTreeGrid,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { ToolbarPartSwitches, usePretendWork, useToolbarParts } from "../../_shared/toolbar-parts";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridToolbarSample3() {
  const [parts, setParts] = useToolbarParts();
  const { title, hiding, pinning, advanced, exporter } = parts;
  const { busy, start } = usePretendWork();

  // showProgress draws the toolbar's progress bar while something runs; here a pretend refresh of the orders.
  const refresh = () => start(2500);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ToolbarPartSwitches parts={parts} onChange={setParts} />
        <IgrButton variant="outlined" onClick={refresh} disabled={busy}>
          Refresh (shows progress)
        </IgrButton>
      </ControlBar>
      <Hint>Switch the toolbar's parts on and off. The hiding and pinning menus have their own titles and search prompts; Refresh shows the progress bar.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering={advanced}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar showProgress={busy}>
            {title && <IgrGridToolbarTitle>Orders and line items</IgrGridToolbarTitle>}
            <IgrGridToolbarActions>
              {hiding && <IgrGridToolbarHiding title="Columns to show" prompt="Find a column" />}
              {pinning && <IgrGridToolbarPinning title="Columns to keep in view" prompt="Find a column" />}
              {advanced && <IgrGridToolbarAdvancedFiltering />}
              {exporter && <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="Orders" />}
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
