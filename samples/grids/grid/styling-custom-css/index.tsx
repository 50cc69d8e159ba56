import { useState } from "react";
import { IgrColumn, IgrGrid, IgrPaginator } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "./styling-custom-css.css";

type Look = "none" | "ocean" | "forest" | "midnight";
const looks: { value: Look; text: string }[] = [
  { value: "none", text: "Theme default" },
  { value: "ocean", text: "Ocean" },
  { value: "forest", text: "Forest" },
  { value: "midnight", text: "Midnight (dark)" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function StylingCustomCssSample() {
  const [look, setLook] = useState<Look>("ocean");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<Look> label="Look" value={look} options={looks} onChange={setLook} width={200} />
      </ControlBar>
      <Hint>
        Each look is one CSS class that sets the grid's custom properties — headers, rows, hover, selection, summaries and paginator — without
        touching the theme the gallery loads.
      </Hint>
      <div style={gridArea} className={look === "none" ? undefined : `styling-custom-css-${look}`}>
        <IgrGrid data={orders} primaryKey="orderId" autoGenerate={false} rowSelection="multiple" height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="orderId" header="Order" width="100px" sortable />
          <IgrColumn field="customer" header="Customer" minWidth="200px" sortable />
          <IgrColumn field="product" header="Product" minWidth="170px" sortable />
          <IgrColumn field="status" header="Status" sortable />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable hasSummary />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable hasSummary />
          <IgrPaginator perPage={25} />
        </IgrGrid>
      </div>
    </div>
  );
}
