import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { sizeOptions, sizeStyle, type GridSize } from "../../_shared/sizes";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridLayoutDisplayDensitySample() {
  const [size, setSize] = useState<GridSize>("medium");
  // The --ig-size custom property sets the grid's size: row height, paddings and font sizes follow.
  const style = sizeStyle(size);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Size" value={size} onChange={setSize} options={sizeOptions} />
      </ControlBar>
      <Hint>The same orders at three sizes: small fits the most rows on screen, large gives the most room to touch. Headers, indentation and summaries scale along.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={orders} childDataKey="items" primaryKey="id" autoGenerate={false} expansionDepth={1} summaryCalculationMode="rootLevelOnly" height="100%" width="100%" style={style}>
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" hasSummary />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
